import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { readQueryParams } from '../../lib/query-params.ts';
import { displayName, useSession } from '../../lib/session.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';
import { LoginForm } from './login-form.tsx';
import { QuickRegistration } from './quick-registration.tsx';
import { RegistrationCode } from './registration-code.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { useStickyNavigate } from './session-start.ts';
import { UnlockDevice } from './unlock-device.tsx';

/** The code-entry state of login-register after a registration (docs/decisions.md). */
const CODE_STEP = 'verify';

export function codeEntryPath(email: string): string {
  return `/login-register?${new URLSearchParams({ step: CODE_STEP, email })}`;
}

function AlreadyLoggedIn({ name }: { name: string }) {
  const { t } = useTranslation();
  const home = useStickyTo('/');
  return (
    <StatusMessage
      title={t('account.login.already', { name })}
      action={<ButtonLink to={home}>{t('common.notFound.backHome')}</ButtonLink>}
    />
  );
}

function LoginAndRegistration({ unlockToken }: { unlockToken: string | undefined }) {
  const { t } = useTranslation();
  const go = useStickyNavigate();
  return (
    <AuthPage title={t('routes.loginRegister')} wide>
      {unlockToken ? <UnlockDevice token={unlockToken} /> : null}
      <div className={styles.columns}>
        <LoginForm />
        <RegistrationForm onRegistered={(email) => go(codeEntryPath(email))} />
      </div>
    </AuthPage>
  );
}

/**
 * /login-register: login and registration side by side; with ?step=verify&email the code entry that follows a
 * registration; with a register uuid a studio's invitation (quick registration); with ?unlock the mailed link that
 * lets this browser log in while logins from unknown devices are paused.
 */
export function LoginRegisterScreen() {
  const { registerUuid } = useParams();
  const { search } = useLocation();
  const { user } = useSession();
  const query = readQueryParams(search);
  if (registerUuid) return <QuickRegistration registerUuid={registerUuid} />;
  if (query.step === CODE_STEP && typeof query.email === 'string') return <RegistrationCode email={query.email} />;
  if (user) return <AlreadyLoggedIn name={displayName(user)} />;
  return <LoginAndRegistration unlockToken={typeof query.unlock === 'string' ? query.unlock : undefined} />;
}
