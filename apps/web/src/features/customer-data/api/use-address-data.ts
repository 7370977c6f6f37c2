import { useQuery } from '@tanstack/react-query';
import { addressDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's postal address (null while none is on file), with what a change of it does. */
export function useAddressData() {
  return useQuery(addressDataQueryOptions());
}
