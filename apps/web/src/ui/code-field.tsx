import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The 6-digit code of a mail, typed in: the one-time-code autofill of phones offers it. */
export function CodeField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}
