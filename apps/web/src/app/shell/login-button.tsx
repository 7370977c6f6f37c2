import { useLocation } from 'react-router';
import { useTenant } from '../../lib/studio-context.ts';
import { PortalLinkItem } from './portal-link.tsx';

const VERIFY_REGISTER_PATH = /^\/verify-register\/?$/;

/**
 * 'Register / Log in' ('Log in' on phones: an action, docs/decisions.md): remembers the page and opens login-register.
 * The verify-register screen hides it unless a tenant is set, so a half-registered user finishes there first (spec 000
 * section 2.6).
 */
export function LoginButton({ compact, className }: { compact: boolean; className?: string }) {
  const { pathname } = useLocation();
  const tenant = useTenant();
  if (VERIFY_REGISTER_PATH.test(pathname) && !tenant) return null;
  return (
    <PortalLinkItem
      className={className}
      link={{
        id: 'login',
        label: { key: compact ? 'shell.login.mobile' : 'shell.login.label' },
        target: { kind: 'login' },
      }}
    />
  );
}
