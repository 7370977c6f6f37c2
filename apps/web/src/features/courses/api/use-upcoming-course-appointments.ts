import { listUpcomingCourseAppointments, listUpcomingCourseAppointmentsPublic } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

/** How many coming dates the course detail lists. */
const UPCOMING_LIMIT = 12;

export function upcomingCourseAppointmentsQueryOptions(benefitId: number | undefined, connected: boolean) {
  return queryOptions({
    queryKey: ['course-upcoming', connected, benefitId],
    queryFn: ({ signal }) =>
      api(connected ? listUpcomingCourseAppointments : listUpcomingCourseAppointmentsPublic, {
        query: { benefitId: benefitId ?? 0, limit: UPCOMING_LIMIT },
        signal,
      }),
    enabled: benefitId !== undefined,
  });
}

export function useUpcomingCourseAppointments(benefitId: number | undefined) {
  const connected = useMemberCalls();
  return useQuery(upcomingCourseAppointmentsQueryOptions(benefitId, connected));
}
