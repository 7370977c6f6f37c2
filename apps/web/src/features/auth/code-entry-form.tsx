import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCode } from '@motus/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../ui/text-field.tsx';
import styles from './auth.module.css';
import { SubmitRow } from './submit-row.tsx';

const codeSchema = z.object({ code: verificationCode });

interface CodeEntryFormProps {
  submitLabel: ReactNode;
  onCode: (code: string) => void;
  loading?: boolean;
}

/** The 6-digit code of a mail, typed in: the one-time-code autofill of phones offers it. */
export function CodeEntryForm({ submitLabel, onCode, loading = false }: CodeEntryFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(({ code }) => onCode(code))}>
      <TextField
        label={t('account.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitRow label={submitLabel} loading={loading} failure={null} />
    </form>
  );
}
