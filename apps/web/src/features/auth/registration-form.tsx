import { zodResolver } from '@hookform/resolvers/zod';
import { register as registerCall } from '@motus/contract/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Checkbox } from '../../ui/checkbox.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { NameFields } from '../../ui/name-fields.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { useRegister } from './api/use-register.ts';
import { TermsConsentLabel, termsTicked } from './terms-consent.tsx';

const registrationSchema = registerCall.body
  .omit({ locale: true, acceptTermsAndConditions: true })
  .extend({ acceptTermsAndConditions: termsTicked });
type RegistrationInput = z.input<typeof registrationSchema>;
type RegistrationValues = z.output<typeof registrationSchema>;

/** Registration (spec 002 section 2): names, e-mail, password, the required terms checkbox, 'Register and connect'. */
export function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTermsAndConditions: false },
  });
  const mutation = useRegister({ onSuccess: ({ email }) => onRegistered(email) });

  return (
    <FormCard title={t('account.register.title')}>
      <form
        className={layout.form}
        aria-label={t('account.register.title')}
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t('account.fields.password')}
          autoComplete="new-password"
          required
          hint={t('account.fields.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox
          label={<TermsConsentLabel />}
          required
          error={errors.acceptTermsAndConditions?.message}
          {...register('acceptTermsAndConditions')}
        />
        <SubmitRow label={t('account.register.submit')} loading={mutation.isPending} failure={mutation.error} />
      </form>
    </FormCard>
  );
}
