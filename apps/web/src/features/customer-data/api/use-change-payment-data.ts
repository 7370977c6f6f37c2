import { type BodyOf, changePaymentData } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';
import { useGroupChange } from './use-group-change.ts';

/** Asks to change the bank account, accepting the SEPA mandate for it. */
export function useChangePaymentData() {
  return useGroupChange('PAYMENT', (body: BodyOf<typeof changePaymentData>) => api(changePaymentData, { body }));
}
