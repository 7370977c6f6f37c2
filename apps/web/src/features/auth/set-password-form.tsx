import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress, password } from '@motus/contract';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Checkbox } from '../../ui/checkbox.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TermsConsentLabel, termsTicked } from './terms-consent.tsx';

function setPasswordSchema(askEmail: boolean, withTerms: boolean) {
  return z.object({
    email: askEmail ? emailAddress : z.string(),
    password,
    acceptTermsAndConditions: withTerms ? termsTicked : z.boolean(),
  });
}

export type SetPasswordValues = z.infer<ReturnType<typeof setPasswordSchema>>;

interface SetPasswordFormProps {
  /** Asks for the e-mail too, when the mailed link did not carry it. */
  askEmail?: boolean;
  /** The required terms checkbox of a registration. */
  withTerms?: boolean;
  submitLabel: ReactNode;
  onSubmit: (values: SetPasswordValues) => void;
  loading: boolean;
  failure: unknown;
}

/** Set-password form (spec 002 section 2): a new password, optionally the terms checkbox, and the submit button. */
export function SetPasswordForm({
  askEmail = false,
  withTerms = false,
  submitLabel,
  onSubmit,
  loading,
  failure,
}: SetPasswordFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => setPasswordSchema(askEmail, withTerms), [askEmail, withTerms]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', acceptTermsAndConditions: false },
  });
  return (
    <form className={layout.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      {askEmail ? (
        <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
      ) : null}
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        required
        hint={t('account.fields.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      {withTerms ? (
        <Checkbox
          label={<TermsConsentLabel />}
          required
          error={errors.acceptTermsAndConditions?.message}
          {...register('acceptTermsAndConditions')}
        />
      ) : null}
      <SubmitRow label={submitLabel} loading={loading} failure={failure} />
    </form>
  );
}
