import { useQuery } from '@tanstack/react-query';
import { currentIdlePeriodQueryOptions } from '../../../lib/idle-period-queries.ts';

/** The member's current or next idle period for its tile, asked only when the tile shows. */
export function useIdlePeriodSummary(enabled: boolean) {
  return useQuery({ ...currentIdlePeriodQueryOptions(), enabled });
}
