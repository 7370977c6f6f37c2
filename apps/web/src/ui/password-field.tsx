import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import styles from './password-field.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input with a toggle between hidden and visible ('Show password' / 'Hide password'). */
export function PasswordField({ disabled, autoComplete = 'current-password', ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('ui.password.hide') : t('ui.password.show');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
