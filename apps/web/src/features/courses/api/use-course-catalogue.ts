import { listCoursesWithUpcomingAppointment, listCoursesWithUpcomingAppointmentPublic } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export type CatalogueCourse = ClientAnswer<typeof listCoursesWithUpcomingAppointment>[number];

export function courseCatalogueQueryOptions(studioId: number | undefined, connected: boolean) {
  return queryOptions({
    queryKey: ['course-catalogue', connected, studioId],
    queryFn: ({ signal }) =>
      api(connected ? listCoursesWithUpcomingAppointment : listCoursesWithUpcomingAppointmentPublic, {
        query: { studioId: studioId ?? 0 },
        signal,
      }),
    enabled: studioId !== undefined,
  });
}

/** The studio's courses, each with its next appointment and, for a member, their standing with it. */
export function useCourseCatalogue(studioId: number | undefined) {
  const connected = useMemberCalls();
  return useQuery(courseCatalogueQueryOptions(studioId, connected));
}
