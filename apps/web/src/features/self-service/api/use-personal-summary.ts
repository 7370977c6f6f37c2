import { useQuery } from '@tanstack/react-query';
import { personalDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's personal data for its tile, asked only when the tile shows. */
export function usePersonalSummary(enabled: boolean) {
  return useQuery({ ...personalDataQueryOptions(), enabled });
}
