import { listBookableCourseAppointments } from '@motus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const courseScheduleKey = ['course-schedule'] as const;

export function useCourseSchedule(studioId: number | undefined, range: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: [...courseScheduleKey, studioId, range.startDate],
    queryFn: ({ signal }) =>
      api(listBookableCourseAppointments, { query: { studioId: studioId ?? 0, ...range }, signal }),
    enabled: studioId !== undefined,
    placeholderData: keepPreviousData,
  });
}
