import { listUpcomingCourseAppointments, listUpcomingCourseAppointmentsPublic } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useTenantConnected } from './use-tenant-connected.ts';

/** How many coming dates the course detail lists. */
const UPCOMING_LIMIT = 12;

export function useUpcomingCourseAppointments(benefitId: number | undefined) {
  const connected = useTenantConnected();
  return useQuery({
    queryKey: ['course-upcoming', connected, benefitId],
    queryFn: ({ signal }) =>
      api(connected ? listUpcomingCourseAppointments : listUpcomingCourseAppointmentsPublic, {
        query: { benefitId: benefitId ?? 0, limit: UPCOMING_LIMIT },
        signal,
      }),
    enabled: benefitId !== undefined,
  });
}
