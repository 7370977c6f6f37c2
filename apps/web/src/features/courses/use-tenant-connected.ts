import { usePermissions } from '../../lib/use-permissions.ts';

/** spec 001 section 7.4: the member variant of a call when connected to the studio's tenant, else the public one. */
export function useTenantConnected(): boolean {
  return usePermissions().granted.has('HAS_TENANT_CONNECT');
}
