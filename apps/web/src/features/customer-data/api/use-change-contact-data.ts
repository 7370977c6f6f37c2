import { type BodyOf, changeContactData } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';
import { useGroupChange } from './use-group-change.ts';

/** Asks to change the e-mail address and phone numbers. */
export function useChangeContactData() {
  return useGroupChange('CONTACT', (body: BodyOf<typeof changeContactData>) => api(changeContactData, { body }));
}
