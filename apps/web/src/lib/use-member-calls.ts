import { usePermissions } from './use-permissions.ts';

/**
 * spec 001 section 7.4: a user connected to the studio's tenant asks the member variant of a call, which adds their
 * own state (their places, contingents, what a studio keeps for its members); everyone else asks the public one.
 */
export function useMemberCalls(): boolean {
  return usePermissions().can('HAS_TENANT_CONNECT');
}
