import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { displayName } from '../../lib/session.ts';
import { useStickyTo, withStickyQuery } from '../../lib/sticky-query.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import layout from '../../ui/form-layout.module.css';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useVerifyRegistration } from './api/use-verify-registration.ts';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';
import { codeEntryPath } from './login-register-screen.tsx';
import { ResendRegistrationMail } from './resend-registration-mail.tsx';
import { useContinueAfterLogin } from './session-start.ts';

/**
 * /verify-register?email&code (the mailed link, or the code typed in after registering): confirms the address and
 * logs in (/v2/public/verify). A wrong or used code offers a new mail and the code entry again.
 */
export function VerifyRegisterScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const email = query.get('email') ?? '';
  const code = query.get('code') ?? '';
  const continueAfterLogin = useContinueAfterLogin();
  const studioConnect = useStickyTo('/studio-connect');
  const mutation = useVerifyRegistration(email, code);
  useRunOnce(mutation.mutate);

  if (mutation.isSuccess) {
    const user = mutation.data;
    return (
      <StatusMessage
        title={t('account.verifyRegister.success', { name: displayName(user) })}
        message={t('account.verifyRegister.successText')}
        action={
          <div className={layout.actions}>
            <Button onClick={() => continueAfterLogin(user)}>{t('account.verifyRegister.continue')}</Button>
            {user.studioConnects.length === 0 ? (
              <ButtonLink variant="secondary" to={studioConnect}>
                {t('account.verifyRegister.connect')}
              </ButtonLink>
            ) : null}
          </div>
        }
      />
    );
  }
  if (mutation.isError) {
    return (
      <AuthPage title={t('routes.verifyRegister')}>
        <ErrorList
          title={t('account.verifyRegister.failed')}
          errors={[shownError(mutation.error)]}
          action={
            <div className={styles.stack}>
              <ResendRegistrationMail email={email} />
              <Link to={withStickyQuery(codeEntryPath(email), search)} className={styles.link}>
                {t('account.verifyRegister.enterCode')}
              </Link>
            </div>
          }
        />
      </AuthPage>
    );
  }
  return <BlockSpinner label={t('account.verifyRegister.pending')} />;
}
