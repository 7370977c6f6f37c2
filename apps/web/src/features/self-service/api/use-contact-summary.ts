import { useQuery } from '@tanstack/react-query';
import { contactDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's contact data for its tile, asked only when the tile shows. */
export function useContactSummary(enabled: boolean) {
  return useQuery({ ...contactDataQueryOptions(), enabled });
}
