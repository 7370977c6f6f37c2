import { type BodyOf, changeAddressData } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';
import { useGroupChange } from './use-group-change.ts';

/** Asks to change the postal address. */
export function useChangeAddressData() {
  return useGroupChange('ADDRESS', (body: BodyOf<typeof changeAddressData>) => api(changeAddressData, { body }));
}
