import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { LoginButton } from './login-button.tsx';

interface SessionControlProps {
  compact: boolean;
  loginClassName?: string;
}

/** The account menu for a logged-in user, the login button for a guest, nothing while the session is unknown. */
export function SessionControl({ compact, loginClassName }: SessionControlProps) {
  const { loggedIn, user } = useSession();
  if (loggedIn === undefined) return null;
  if (user) return <AccountMenu user={user} compact={compact} />;
  return <LoginButton compact={compact} className={loginClassName} />;
}
