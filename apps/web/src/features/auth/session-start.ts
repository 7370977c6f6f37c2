import { encodeStudioUuid, type WhitelabelConfig } from '@motus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { brandRules } from '../../lib/brand-rules.ts';
import { takeRememberedPath } from '../../lib/login-redirect.ts';
import { USER_INFO_KEY, type UserInfo } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { type KeyValueStorage, safeStorage } from '../../lib/storage.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useBrand } from '../../lib/whitelabel.ts';

export const sessionStore = () => safeStorage(() => window.sessionStorage);

/**
 * Where a user goes once logged in: brand 40 opens the first connected studio (spec 000 section 6); everyone else
 * returns to the last path a guard remembered, or home (spec 000 section 2.5).
 */
function afterLoginTarget(user: UserInfo, brand: WhitelabelConfig | null, storage: KeyValueStorage): string {
  const first = user.studioConnects[0];
  if (first && brandRules(brand).initialisesFirstConnectedStudio) {
    return studioPath(encodeStudioUuid({ tenant: first.tenant, organizationUnitId: first.studioId }));
  }
  return takeRememberedPath(storage);
}

/** Navigates within the app, keeping the page's brand and language parameters. */
export function useStickyNavigate(): (path: string, replace?: boolean) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (path, replace = false) => void navigate(withStickyQuery(path, search), { replace }),
    [navigate, search],
  );
}

/** Goes where a user who just logged in belongs. */
export function useContinueAfterLogin(): (user: UserInfo) => void {
  const go = useStickyNavigate();
  const { brand } = useBrand();
  return useCallback((user) => go(afterLoginTarget(user, brand.config, sessionStore())), [go, brand.config]);
}

/** The user info a login, verification or quick registration answered becomes the session; then on to the target. */
export function useSessionStart(): (user: UserInfo) => void {
  const queryClient = useQueryClient();
  const continueAfterLogin = useContinueAfterLogin();
  return useCallback(
    (user) => {
      queryClient.setQueryData(USER_INFO_KEY, user);
      continueAfterLogin(user);
    },
    [queryClient, continueAfterLogin],
  );
}
