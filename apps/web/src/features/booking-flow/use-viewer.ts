import { usePermissions } from '../../lib/use-permissions.ts';

/** A member connected to the studio's tenant books with their own options; everyone else as a guest (spec 001 7.4). */
export function useIsMember(): boolean {
  return usePermissions().can('HAS_TENANT_CONNECT');
}
