import { encodeStudioUuid, getPublicStudio, getPublicTenant, type StudioRef } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from './api-client.ts';
import { studioRefOf, tenantOf } from './page-tenant.ts';
import { useSession } from './session.ts';

export type PublicStudio = ClientAnswer<typeof getPublicStudio>;

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
