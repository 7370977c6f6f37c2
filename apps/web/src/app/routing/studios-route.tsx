import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { readQueryParams } from '../../lib/query-params.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { STORAGE_KEYS, safeStorage } from '../../lib/storage.ts';
import { isStudioSelectionAllowed, studioUuidOf, useTenantInfo } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';

/** Parameters the studio list drops from the address (spec 000 section 2.5). */
export const STUDIOS_CLEARED_PARAMS = ['t', 'tenant', 'v', 'referralCode'];

export function withoutParams(search: string, names: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of names) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The studio list of a tenant: clears t, tenant, v and referralCode and the stored referral code, and goes straight
 * to the studio page when the tenant offers no choice of studio. The legacy /studios takes the tenant from the query.
 */
export function StudiosRoute() {
  const { tenant: pathTenant } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryTenant = readQueryParams(search).tenant;
  const tenant = pathTenant ?? (typeof queryTenant === 'string' ? queryTenant : undefined);
  const tenantInfo = useTenantInfo(tenant).data;
  const cleared = withoutParams(search, STUDIOS_CLEARED_PARAMS);
  const { t } = useTranslation();
  usePageTitle(tenantInfo?.publicTenantName ?? t('routes.home'));

  useEffect(() => {
    safeStorage(() => window.localStorage).removeItem(STORAGE_KEYS.referralCode);
    if (pathTenant && cleared !== search) navigate(`${pathname}${cleared}`, { replace: true });
  }, [pathTenant, pathname, search, cleared, navigate]);

  if (!pathTenant && tenant) return <Navigate replace to={`/studios/${encodeURIComponent(tenant)}${cleared}`} />;
  const only = tenantInfo?.studios[0];
  if (tenant && tenantInfo && only && !isStudioSelectionAllowed(tenantInfo)) {
    return (
      <Navigate
        replace
        to={withStickyQuery(studioPath(studioUuidOf({ tenant, organizationUnitId: only.id })), search)}
      />
    );
  }
  return <Outlet />;
}
