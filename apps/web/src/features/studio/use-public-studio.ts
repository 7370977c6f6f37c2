import { getPublicStudio } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** A studio as the client hands it over: closing hours already turned into Dates. */
export type PublicStudio = ClientAnswer<typeof getPublicStudio>;

export function usePublicStudio(organizationUnitId: number) {
  return useQuery({
    queryKey: ['studio', 'public', organizationUnitId],
    queryFn: ({ signal }) => api(getPublicStudio, { params: { studioId: organizationUnitId }, signal }),
  });
}
