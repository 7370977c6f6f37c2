import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberPath } from '../../lib/login-redirect.ts';
import { sessionStore, useStickyNavigate } from './session-start.ts';

/** A mailed link opened while logged out: remember it for after login and go to login-register. */
export function LoginFirst() {
  const { pathname, search } = useLocation();
  const go = useStickyNavigate();
  useEffect(() => {
    rememberPath(sessionStore(), `${pathname}${search}`);
    go('/login-register', true);
  }, [pathname, search, go]);
  return null;
}
