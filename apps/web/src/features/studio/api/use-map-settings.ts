import { getFacilityGroupConfig } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The brand's map settings (MAP_TILE_URL and the static map's size); a studio without a brand has none. */
export function useMapSettings(facilityGroup: string | null) {
  const { data } = useQuery(mapSettingsQueryOptions(facilityGroup));
  return data?.map;
}

export function mapSettingsQueryOptions(facilityGroup: string | null) {
  return queryOptions({
    queryKey: ['facility-group-config', facilityGroup],
    queryFn: ({ signal }) =>
      api(getFacilityGroupConfig, { params: { publicFacilityGroup: facilityGroup ?? '' }, signal }),
    enabled: Boolean(facilityGroup),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
