import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress, verificationCode } from '@motus/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../ui/code-field.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';

const emailCodeSchema = z.object({ email: emailAddress, code: verificationCode });
export type EmailCode = z.infer<typeof emailCodeSchema>;

interface EmailCodeFormProps {
  /** The address the code was sent to; typed in when the link did not carry it. */
  email: string;
  emailFixed: boolean;
  /** The code a mailed link carries. */
  code?: string;
  submitLabel: ReactNode;
  onSubmit: (values: EmailCode) => void;
  loading: boolean;
  failure: unknown;
}

/** An address and the 6-digit code mailed to it. */
export function EmailCodeForm({
  email,
  emailFixed,
  code = '',
  submitLabel,
  onSubmit,
  loading,
  failure,
}: EmailCodeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailCode>({ resolver: zodResolver(emailCodeSchema), defaultValues: { email, code } });
  return (
    <form className={layout.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <EmailField
        label={t('account.fields.email')}
        required
        readOnly={emailFixed}
        error={errors.email?.message}
        {...register('email')}
      />
      <CodeField error={errors.code?.message} {...register('code')} />
      <SubmitRow label={submitLabel} loading={loading} failure={failure} />
    </form>
  );
}
