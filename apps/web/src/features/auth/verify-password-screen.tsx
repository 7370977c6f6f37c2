import { login, resetPassword } from '@motus/contract';
import { basicAuthorization } from '@motus/contract/client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { FormCard } from '../../ui/form-card.tsx';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';
import { useSessionStart } from './session-start.ts';
import { SetPasswordForm, type SetPasswordValues } from './set-password-form.tsx';

/** Sets the new password with the mailed code, then logs in with it. */
async function resetAndLogin(email: string, code: string, password: string) {
  await api(resetPassword, { body: { email, code, password } });
  return api(login, { headers: { authorization: basicAuthorization(email, password) } });
}

/** /verify-password?code&email (the reset mail's link): a new password, then the user is logged in. */
export function VerifyPasswordScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const code = query.get('code') ?? '';
  const linkedEmail = query.get('email') ?? '';
  const startSession = useSessionStart();
  const forgot = useStickyTo('/password-forgot');
  const mutation = useMutation({
    mutationFn: ({ email, password }: SetPasswordValues) => resetAndLogin(linkedEmail || email, code, password),
    onSuccess: startSession,
  });
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
          onSubmit={(values) => mutation.mutate(values)}
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
