import { searchStudios } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useBrand } from '../../../lib/whitelabel.ts';

/** More studios than a brand has: the list answers one page of at most this many. */
const PAGE_SIZE = 100;

export function choosableStudiosQueryOptions(facilityGroup: string | undefined) {
  return queryOptions({
    queryKey: ['studios', 'connect', facilityGroup ?? null],
    queryFn: ({ signal }) => api(searchStudios, { query: { facilityGroup, size: PAGE_SIZE }, signal }),
  });
}

/** The studios to choose from: the brand's on a brand's portal, every studio on the portal of all brands. */
export function useChoosableStudios() {
  const { brand, isPending } = useBrand();
  return useQuery({ ...choosableStudiosQueryOptions(brand.config?.publicFacilityGroup), enabled: !isPending });
}
