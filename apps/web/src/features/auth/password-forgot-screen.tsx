import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { useRequestPasswordReset } from './api/use-request-password-reset.ts';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';

const forgotSchema = z.object({ email: emailAddress });

/**
 * /password-forgot: a reset code goes to the address. The confirmation reads the same whether or not an account uses
 * it, so the page tells nobody which addresses are registered.
 */
export function PasswordForgotScreen() {
  const { t } = useTranslation();
  const login = useStickyTo('/login-register');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const mutation = useRequestPasswordReset();

  return (
    <AuthPage title={t('routes.passwordForgot')}>
      <FormCard>
        {mutation.isSuccess ? (
          <Alert severity="success" title={t('account.passwordForgot.sentTitle')}>
            {t('account.passwordForgot.sent', { email: getValues('email') })}
          </Alert>
        ) : (
          <>
            <p>{t('account.passwordForgot.intro')}</p>
            <form className={layout.form} noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
              <EmailField
                label={t('account.fields.email')}
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <SubmitRow
                label={t('account.passwordForgot.submit')}
                loading={mutation.isPending}
                failure={mutation.error}
              />
            </form>
          </>
        )}
        <Link to={login} className={styles.link}>
          {t('account.passwordForgot.back')}
        </Link>
      </FormCard>
    </AuthPage>
  );
}
