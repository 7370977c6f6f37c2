import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword } from '@motus/contract/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../ui/alert.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { AccountPage } from './account-page.tsx';
import { useChangePassword } from './api/use-change-password.ts';

const passwordsSchema = changePassword.body
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ['repeatPassword'],
    error: 'account.validation.passwordMismatch',
  });
type PasswordsValues = z.infer<typeof passwordsSchema>;

const EMPTY: PasswordsValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** /me/settings/change-password: the current password, the new one twice. Other devices are logged out. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordsValues>({ resolver: zodResolver(passwordsSchema), defaultValues: EMPTY });
  const mutation = useChangePassword({ onSuccess: () => reset(EMPTY) });

  return (
    <AccountPage title={t('routes.changePassword')}>
      <FormCard>
        <form className={layout.form} noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <PasswordField
            label={t('account.fields.currentPassword')}
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('account.fields.newPassword')}
            autoComplete="new-password"
            required
            hint={t('account.fields.passwordHint')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('account.fields.repeatPassword')}
            autoComplete="new-password"
            required
            error={errors.repeatPassword?.message}
            {...register('repeatPassword')}
          />
          {mutation.isSuccess ? <Alert severity="success">{t('account.changePassword.done')}</Alert> : null}
          <SubmitRow label={t('account.changePassword.submit')} loading={mutation.isPending} failure={mutation.error} />
        </form>
      </FormCard>
    </AccountPage>
  );
}
