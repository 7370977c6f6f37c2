import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useChangeMainEmail } from './api/use-change-main-email.ts';
import { AuthPage } from './auth-page.tsx';
import { LoginFirst } from './login-first.tsx';

function ConfirmEmailChange({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const emails = useStickyTo('/emails');
  const changeEmail = useStickyTo('/change-email');
  const mutation = useChangeMainEmail(email, code);
  useRunOnce(mutation.mutate);

  if (mutation.isSuccess) {
    return (
      <StatusMessage
        title={t('account.verifyEmail.success')}
        message={t('account.verifyEmail.successText', { email })}
        action={<ButtonLink to={emails}>{t('account.verifyEmail.toEmails')}</ButtonLink>}
      />
    );
  }
  if (mutation.isError) {
    return (
      <AuthPage title={t('routes.verifyEmail')}>
        <ErrorList
          title={t('account.verifyEmail.failed')}
          errors={[shownError(mutation.error)]}
          action={<ButtonLink to={changeEmail}>{t('account.verifyEmail.again')}</ButtonLink>}
        />
      </AuthPage>
    );
  }
  return <BlockSpinner label={t('account.verifyEmail.pending')} />;
}

/**
 * /verify-email?email&code (the mail sent to a new login address): makes it the login e-mail. The change belongs to
 * an account, so a logged-out visitor logs in first and comes back here.
 */
export function VerifyEmailScreen() {
  const { search } = useLocation();
  const { loggedIn } = useSession();
  const query = new URLSearchParams(search);
  if (loggedIn === false) return <LoginFirst />;
  return <ConfirmEmailChange email={query.get('email') ?? ''} code={query.get('code') ?? ''} />;
}
