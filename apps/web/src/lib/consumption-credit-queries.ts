import { getConsumptionCredit } from '@motus/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Every answer about the member's consumption credit sits under this key: the credit screen and self-service's tile
 * read from it, so a finalised recharge reloads the tile too.
 */
export const CONSUMPTION_CREDIT_KEY = ['consumption-credit'] as const;

/** The member's credit balance and its recent movements. */
export function consumptionCreditQueryOptions() {
  return queryOptions({
    queryKey: [...CONSUMPTION_CREDIT_KEY, 'credit'],
    queryFn: ({ signal }) => api(getConsumptionCredit, { signal }),
  });
}
