import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { useSession } from '../../lib/session.ts';
import { usePermissions } from '../../lib/use-permissions.ts';

/**
 * Reserving is for members of the studio's tenant: a guest is sent to log in and a member of another studio to
 * connect first, each coming back here afterwards.
 */
export function useMemberGate() {
  const { loggedIn } = useSession();
  const { can } = usePermissions();
  const go = useRememberAndGo();
  const connected = loggedIn === true && can('HAS_TENANT_CONNECT');
  const admit = (): boolean => {
    if (loggedIn !== true) go('/login-register');
    else if (!connected) go('/studio-connect');
    return connected;
  };
  return { connected, loggedIn: loggedIn === true, sessionKnown: loggedIn !== undefined, admit };
}
