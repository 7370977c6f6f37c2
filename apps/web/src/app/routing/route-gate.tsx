import { ApiError } from '@motus/contract/client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useCustomerConfig } from '../../lib/customer-config.ts';
import { useDevUi } from '../../lib/dev-ui.ts';
import { rememberPath } from '../../lib/login-redirect.ts';
import { leavingLocation } from '../../lib/logout.ts';
import { maintenanceMode } from '../../lib/maintenance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { STORAGE_KEYS, safeStorage } from '../../lib/storage.ts';
import { useStore } from '../../lib/store.ts';
import { useActiveMenuEntries, useFeature, useFeatureFlags } from '../../lib/studio-config.ts';
import {
  useEffectiveTenant,
  useStudioQuery,
  useStudioRef,
  useTenant,
  useTenantInfo,
} from '../../lib/studio-context.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { UiProviders } from '../../ui/ui-providers.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FullRedirect } from './full-redirect.tsx';
import { evaluateGuard } from './guard.ts';
import { useCurrentRoute, useScreenTitle } from './screen-title.ts';
import { useUnknownStudio } from './studio-scope.tsx';

const sessionStore = () => safeStorage(() => window.sessionStorage);
const localStore = () => safeStorage(() => window.localStorage);

/** A referral code in the address is kept for the registration that may follow (spec 000 section 2.5). */
function useReferralCodeFromAddress(search: string): void {
  useEffect(() => {
    const code = new URLSearchParams(search).get('referralCode');
    if (code) localStore().setItem(STORAGE_KEYS.referralCode, code);
  }, [search]);
}

/** A tenant-info failure switches the portal to maintenance (spec 000 section 4); an unknown tenant is a 404, not one. */
function useMaintenanceOnTenantFailure(tenant: string | undefined): void {
  const { error } = useTenantInfo(tenant);
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status < 500)) maintenanceMode.set(true);
  }, [error]);
}

/**
 * The router starts once login status is known, then waits for the customer configuration of a connected member and,
 * on a studio page, for the studio's menu entries and flags (spec 000 section 4).
 */
function useInitialDataReady(): boolean {
  const { loggedIn } = useSession();
  const studio = useStudioRef();
  const studioQuery = useStudioQuery(studio?.organizationUnitId);
  const menu = useActiveMenuEntries();
  const flags = useFeatureFlags();
  const customerConfig = useCustomerConfig();
  if (loggedIn === undefined || customerConfig.isLoading) return false;
  return studio === null || (!studioQuery.isPending && !menu.isPending && !flags.isPending);
}

/** Remembers the refused path for after login, then goes where the guard says. */
function DeniedRedirect({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberPath(sessionStore(), `${pathname}${search}`);
    navigate(withStickyQuery(to, search), { replace: true });
  }, [pathname, search, to, navigate]);
  return null;
}

/** Guards, title and breadcrumbs of every screen (spec 000 section 2.5). */
function GuardedOutlet() {
  const { t } = useTranslation();
  const location = useLocation();
  const route = useCurrentRoute();
  const ready = useInitialDataReady();
  const { loggedIn, user } = useSession();
  const tenant = useEffectiveTenant();
  const permissions = usePermissions();
  const feature = useFeature();
  const screenTitle = useScreenTitle();
  usePageTitle(route?.ownTitle ? undefined : screenTitle, !route?.ownTitle);
  useReferralCodeFromAddress(location.search);
  useMaintenanceOnTenantFailure(useTenant());
  // An unknown studio answers every screen under its prefix with Oops, before any guard could send the user away.
  const unknownStudio = useUnknownStudio();
  const leaving = useStore(leavingLocation) === location.key;
  const devUi = useDevUi(route?.devOnly === true);

  if ((!ready || devUi.pending) && !unknownStudio) return <FullScreenSpinner label={t('common.loading')} />;
  const decision =
    route && !unknownStudio
      ? evaluateGuard({
          route,
          query: new URLSearchParams(location.search),
          can: permissions.can,
          feature,
          loggedIn: loggedIn === true,
          connectedToTenant: Boolean(tenant && user?.studioConnects.some((connect) => connect.tenant === tenant)),
          devUi: devUi.devUi,
        })
      : ({ kind: 'allow' } as const);

  switch (decision.kind) {
    case 'home':
      return <Navigate replace to={withStickyQuery('/', location.search)} />;
    case 'fullRedirect':
      return <FullRedirect href={decision.href} />;
    case 'denied':
      // The page a logout leaves goes home, neither to login-register nor onto the login-redirect stack.
      return leaving ? null : <DeniedRedirect to={decision.to} />;
    default:
      return (
        <>
          <Breadcrumbs />
          <Outlet />
        </>
      );
  }
}

/** Every screen's frame inside the shell: the app-wide dialogs and toasts, then the guarded screen. */
export function RouteGate() {
  return (
    <UiProviders>
      <GuardedOutlet />
    </UiProviders>
  );
}
