import { encodeStudioUuid, getPublicStudio, getPublicTenant, type StudioRef } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from './api-client.ts';
import { readQueryParams } from './query-params.ts';
import { useSession } from './session.ts';
import { studioRefFromPath } from './studio-route.ts';

export type PublicStudio = ClientAnswer<typeof getPublicStudio>;

/** The studio a page is about: the /studio/{uuid} prefix, else tenant and organisation unit in the query. */
export function studioRefOf(pathname: string, search: string): StudioRef | null {
  const fromPath = studioRefFromPath(pathname);
  if (fromPath) return fromPath;
  const query = readQueryParams(search);
  const tenant = query.tenant;
  const unit = query.organizationUnitId ?? query.studioId;
  if (typeof tenant === 'string' && typeof unit === 'number' && Number.isInteger(unit) && unit > 0) {
    return { tenant, organizationUnitId: unit };
  }
  return null;
}

/** The tenant a page is about: the studio's, else a tenant query parameter. */
export function tenantOf(pathname: string, search: string): string | undefined {
  const studio = studioRefOf(pathname, search);
  const tenant = readQueryParams(search).tenant;
  return studio?.tenant ?? (typeof tenant === 'string' && tenant ? tenant : undefined);
}

export function useStudioRef(): StudioRef | null {
  const { pathname, search } = useLocation();
  return studioRefOf(pathname, search);
}

export function useTenant(): string | undefined {
  const { pathname, search } = useLocation();
  return tenantOf(pathname, search);
}

/** The page's tenant, else, on pages about no studio (self-service, account), the member's first connected tenant. */
export function useEffectiveTenant(): string | undefined {
  const tenant = useTenant();
  const { user } = useSession();
  return tenant ?? user?.studioConnects[0]?.tenant;
}

export function studioQueryKey(organizationUnitId: number) {
  return ['studio', 'public', organizationUnitId] as const;
}

export function useStudioQuery(organizationUnitId: number | undefined) {
  return useQuery({
    queryKey: studioQueryKey(organizationUnitId ?? 0),
    queryFn: ({ signal }) => api(getPublicStudio, { params: { studioId: organizationUnitId ?? 0 }, signal }),
    enabled: organizationUnitId !== undefined,
  });
}

/** The current studio, loaded; undefined while loading, without a studio, or when it belongs to another tenant. */
export function useCurrentStudio(): { ref: StudioRef | null; studio: PublicStudio | undefined; isPending: boolean } {
  const ref = useStudioRef();
  const query = useStudioQuery(ref?.organizationUnitId);
  const studio = query.data?.magiclineTenant === ref?.tenant ? query.data : undefined;
  return { ref, studio, isPending: ref !== null && query.isPending };
}

export function studioUuidOf(ref: StudioRef): string {
  return encodeStudioUuid(ref);
}

export function useTenantInfo(tenant: string | undefined) {
  return useQuery({
    queryKey: ['tenant', tenant ?? null],
    queryFn: ({ signal }) => api(getPublicTenant, { query: { tenant }, signal }),
    enabled: Boolean(tenant),
    staleTime: 5 * 60_000,
  });
}

/** Visitors may choose between the tenant's studios when it has more than one. */
export function isStudioSelectionAllowed(tenantInfo: { studios: readonly unknown[] } | undefined): boolean {
  return (tenantInfo?.studios.length ?? 0) > 1;
}
