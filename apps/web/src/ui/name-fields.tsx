import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

interface NameFieldsProps {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: string | undefined; lastName?: string | undefined };
}

/** The required first and last name of a person, as registration and the profile ask for them. */
export function NameFields({ firstName, lastName, errors }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('account.fields.firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName}
        {...firstName}
      />
      <TextField
        label={t('account.fields.lastName')}
        autoComplete="family-name"
        required
        error={errors.lastName}
        {...lastName}
      />
    </>
  );
}
