import { listBookableCourseAppointments, listCourseAppointments, type TimeOfDay } from '@motus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export const courseScheduleKey = ['course-schedule'] as const;

export interface ScheduleFilter {
  category?: string | undefined;
  benefitId?: number | undefined;
  employeeId?: number | undefined;
  timeOfDay?: TimeOfDay | undefined;
}

export function courseScheduleQueryOptions(
  studioId: number | undefined,
  range: { startDate: string; endDate: string },
  filter: ScheduleFilter,
  connected: boolean,
) {
  return queryOptions({
    queryKey: [...courseScheduleKey, connected, studioId, range.startDate, range.endDate, filter],
    queryFn: ({ signal }) =>
      api(connected ? listCourseAppointments : listBookableCourseAppointments, {
        query: { studioId: studioId ?? 0, ...range, ...filter },
        signal,
      }),
    enabled: studioId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useCourseSchedule(
  studioId: number | undefined,
  range: { startDate: string; endDate: string },
  filter: ScheduleFilter,
) {
  const connected = useMemberCalls();
  return useQuery(courseScheduleQueryOptions(studioId, range, filter, connected));
}
