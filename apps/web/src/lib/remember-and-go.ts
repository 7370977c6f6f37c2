import { useLocation, useNavigate } from 'react-router';
import { rememberPath } from './login-redirect.ts';
import { stickyTarget } from './sticky-query.ts';
import { safeStorage } from './storage.ts';

/**
 * Remembers the current page for after login or studio connect (the session-storage stack of spec 000 section 2.5)
 * and goes to the given in-app address, keeping the brand and language parameters.
 */
export function useRememberAndGo(): (href: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (href) => {
    const target = stickyTarget(href, search);
    if (target.pathname !== pathname) {
      rememberPath(
        safeStorage(() => window.sessionStorage),
        `${pathname}${search}`,
      );
    }
    void navigate(target);
  };
}
