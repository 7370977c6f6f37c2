import { getPublicActiveMenu } from '@motus/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { checkinKey } from '../checkin-keys.ts';

/** The member's connected studios whose active menu has CHECKIN_RESERVATION (spec 000 section 6). */
export function useReservableStudios() {
  const { user } = useSession();
  const connects = user?.studioConnects ?? [];
  const menus = useQueries({
    queries: connects.map((connect) => ({
      queryKey: [...checkinKey, 'menu', connect.studioId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(getPublicActiveMenu, { query: { studioId: connect.studioId }, signal }),
    })),
  });
  return connects.filter((_, index) => menus[index]?.data?.includes('CHECKIN_RESERVATION'));
}
