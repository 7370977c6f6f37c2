import { logout } from '@motus/contract';
import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { requestContext } from './request-context.ts';
import { USER_INFO_KEY } from './session.ts';
import { withStickyQuery } from './sticky-query.ts';
import { type KeyValueStorage, STORAGE_KEYS, safeStorage } from './storage.ts';
import { createStore } from './store.ts';

/** Spec 000 section 2.6 and 9: 100 ms after logout these parameters leave the address. */
export const LOGOUT_QUERY_CLEANUP_DELAY = 100;
const LOGOUT_CLEARED_PARAMS = ['code', 'email', 'c', 'e'] as const;

/**
 * Query-key roots that hold no personal data and survive a logout, so the brand and the studio need not load again
 * (the brand's spinner would cover the page). Everything else may belong to the user who leaves and is dropped.
 */
const PUBLIC_QUERY_ROOTS = new Set(['whitelabel', 'studio', 'tenant', 'studios']);

/** The search string without the logout parameters; null when there is nothing to remove. */
export function withoutLogoutParams(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!LOGOUT_CLEARED_PARAMS.some((name) => query.has(name))) return null;
  for (const name of LOGOUT_CLEARED_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The router location (its key) a logout is leaving. Clearing the session re-renders that page as a guest's before
 * the navigation home lands; its route guard must not send the guest to login-register meanwhile (spec 000 section 4).
 */
export const leavingLocation = createStore<string | null>(null);

export interface ClientSession {
  queryClient: QueryClient;
  local: KeyValueStorage;
  session: KeyValueStorage;
}

/**
 * Forgets the user on this device (spec 000 section 4): the cart slot (the one local-storage entry the spec means:
 * a cart belongs to the user who filled it, while consent, dismissed notifications and the referral code belong to
 * the device), all of session storage (the login-redirect stack among it), and every non-public query, with the
 * session itself answered as logged out.
 */
export function clearClientSession({ queryClient, local, session }: ClientSession): void {
  local.removeItem(STORAGE_KEYS.cart);
  session.clear();
  queryClient.setQueryData(USER_INFO_KEY, null);
  queryClient.removeQueries({
    predicate: ({ queryHash, queryKey }) =>
      queryHash !== hashKey(USER_INFO_KEY) && !PUBLIC_QUERY_ROOTS.has(String(queryKey[0])),
  });
}

/** Ends the session on the server; a failure there still logs the user out of this page. */
async function endServerSession(): Promise<void> {
  try {
    await api(logout);
  } catch (error) {
    console.warn('Logout call failed', error);
  }
}

/**
 * Log out: POST /logout, clear the client session, go home (keeping brand and language), and 100 ms later take the
 * verification parameters (code, email, c, e) off whatever address the home route settled on.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key, search } = useLocation();

  return useCallback(async () => {
    leavingLocation.set(key);
    await endServerSession();
    clearClientSession({
      queryClient,
      local: safeStorage(() => window.localStorage),
      session: safeStorage(() => window.sessionStorage),
    });
    await navigate(withStickyQuery('/', search));
    window.setTimeout(() => {
      // The router's address of that moment (home may have redirected, and React may not have rendered it yet); a
      // target without a path keeps the router's current one.
      const cleaned = withoutLogoutParams(`?${requestContext().queryParams ?? ''}`);
      if (cleaned !== null) void navigate({ search: cleaned }, { replace: true });
    }, LOGOUT_QUERY_CLEANUP_DELAY);
  }, [queryClient, navigate, key, search]);
}
