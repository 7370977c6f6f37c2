import { getFacilityGroupConfig } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The brand's configured map tiles (MAP_TILE_URL); null without a brand or configuration: the drawn map. */
export function useMapTileUrl(facilityGroup: string | undefined): string | null {
  const config = useQuery(mapTileConfigQueryOptions(facilityGroup));
  return config.data?.map.tileUrl ?? null;
}

export function mapTileConfigQueryOptions(facilityGroup: string | undefined) {
  return queryOptions({
    queryKey: ['facility-group-config', facilityGroup ?? null],
    queryFn: ({ signal }) =>
      api(getFacilityGroupConfig, { params: { publicFacilityGroup: facilityGroup ?? '' }, signal }),
    enabled: Boolean(facilityGroup),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
