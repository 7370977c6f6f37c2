import { useQuery } from '@tanstack/react-query';
import { addressDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's address data for its tile, asked only when the tile shows. */
export function useAddressSummary(enabled: boolean) {
  return useQuery({ ...addressDataQueryOptions(), enabled });
}
