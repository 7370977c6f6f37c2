import { usePermissions } from '../../lib/use-permissions.ts';

/** Members connected to the studio's tenant ask the member calls, which reveal what a studio keeps for its members. */
export function useMemberCalls(): boolean {
  return usePermissions().can('HAS_TENANT_CONNECT');
}
