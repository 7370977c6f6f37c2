import {
  listBookingOptionsWithTrialContingent,
  listPublicBookingOptionsWithTrialContingent,
  type SlotBookingOption,
} from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ITEM_TYPE } from '../flow-path.ts';
import type { FlowSlot } from './use-flow-slot.ts';

export type { SlotBookingOption };

/** The ways to book the slot: the member variant when connected to the tenant, else the public one. */
export function useBookingOptions(slot: FlowSlot | undefined, member: boolean) {
  const query = slot && {
    kind: ITEM_TYPE[slot.kind],
    itemId: slot.kind === 'appointment' ? slot.benefitId : slot.itemId,
    ...(slot.employeeId ? { employeeId: slot.employeeId } : {}),
    startDateTime: slot.startDateTime,
  };
  return useQuery({
    queryKey: ['booking-flow', 'options', member, query],
    queryFn: ({ signal }) =>
      api(member ? listBookingOptionsWithTrialContingent : listPublicBookingOptionsWithTrialContingent, {
        query: query ?? { kind: 'COURSE', itemId: 0 },
        signal,
      }),
    enabled: query !== undefined,
  });
}
