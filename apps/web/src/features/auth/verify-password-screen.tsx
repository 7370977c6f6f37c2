import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { useResetPassword } from './api/use-reset-password.ts';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';
import { useSessionStart } from './session-start.ts';
import { SetPasswordForm, type SetPasswordValues } from './set-password-form.tsx';

/** /verify-password?code&email (the reset mail's link): a new password, then the user is logged in. */
export function VerifyPasswordScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const code = query.get('code') ?? '';
  const linkedEmail = query.get('email') ?? '';
  const startSession = useSessionStart();
  const forgot = useStickyTo('/password-forgot');
  const mutation = useResetPassword({ onSuccess: startSession });
  const reset = ({ email, password }: SetPasswordValues) =>
    mutation.mutate({ email: linkedEmail || email, code, password });
  return (
    <AuthPage title={t('routes.verifyPassword')}>
      <FormCard>
        <p>
          {linkedEmail
            ? t('account.verifyPassword.introFor', { email: linkedEmail })
            : t('account.verifyPassword.intro')}
        </p>
        <SetPasswordForm
          askEmail={!linkedEmail}
          submitLabel={t('account.verifyPassword.submit')}
          onSubmit={reset}
          loading={mutation.isPending}
          failure={mutation.error}
        />
        {mutation.isError ? (
          <Link to={forgot} className={styles.link}>
            {t('account.verifyPassword.newCode')}
          </Link>
        ) : null}
      </FormCard>
    </AuthPage>
  );
}
