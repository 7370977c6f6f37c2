import { getStaffMember } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The staff account: name, e-mail and the tenant it decides for. Asked only for an account the user info names staff. */
export function useStaffMember(isStaff: boolean) {
  return useQuery({
    queryKey: ['staff', 'me'] as const,
    queryFn: ({ signal }) => api(getStaffMember, { signal }),
    enabled: isStaff,
    staleTime: 5 * 60_000,
  });
}
