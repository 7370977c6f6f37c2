import { useQuery } from '@tanstack/react-query';
import { personalDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's name, birth details and tax id, with what a change of them does. */
export function usePersonalData() {
  return useQuery(personalDataQueryOptions());
}
