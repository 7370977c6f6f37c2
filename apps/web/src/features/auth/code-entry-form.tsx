import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCode } from '@motus/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CodeField } from '../../ui/code-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';

const codeSchema = z.object({ code: verificationCode });

interface CodeEntryFormProps {
  submitLabel: ReactNode;
  onCode: (code: string) => void;
  loading?: boolean;
}

/** The 6-digit code of a mail, typed in. */
export function CodeEntryForm({ submitLabel, onCode, loading = false }: CodeEntryFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <form className={layout.form} noValidate onSubmit={handleSubmit(({ code }) => onCode(code))}>
      <CodeField error={errors.code?.message} {...register('code')} />
      <SubmitRow label={submitLabel} loading={loading} failure={null} />
    </form>
  );
}
