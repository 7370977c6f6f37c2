import { type BodyOf, changePersonalData } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';
import { useGroupChange } from './use-group-change.ts';

/** Asks to change the personal data, with the proof where the studio wants one. */
export function useChangePersonalData() {
  return useGroupChange('PERSONAL', (body: BodyOf<typeof changePersonalData>) => api(changePersonalData, { body }));
}
