import { isAccessBlocked } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useEffectiveTenant } from './studio-context.ts';
import { usePermissions } from './use-permissions.ts';

export const bookingBlockKey = ['booking-block'] as const;

/**
 * Until when a no-show penalty blocks the member's online booking in the page's tenant (null: not blocked, or not a
 * member of it), so a screen can say so before the member tries to book.
 */
export function useBookingBlock(): { blockedUntil: Date | null } {
  const tenant = useEffectiveTenant();
  const connected = usePermissions().can('HAS_TENANT_CONNECT');
  const { data } = useQuery({
    queryKey: [...bookingBlockKey, tenant],
    queryFn: ({ signal }) => api(isAccessBlocked, { query: { tenant }, signal }),
    enabled: connected && tenant !== undefined,
    staleTime: 60_000,
  });
  const until = connected ? data?.blockMySportsBookingUntil : null;
  return { blockedUntil: until && until.getTime() > Date.now() ? until : null };
}
