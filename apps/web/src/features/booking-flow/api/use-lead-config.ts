import { getBenefitTrialLeadConfig, getTrialSessionLeadConfig, type LeadConfig } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FlowSlot } from './use-flow-slot.ts';
import type { GuestOption } from './use-guest-booking.ts';

/** A free place needs only name and e-mail; nothing else to confirm it with. */
const FREE_PLACE: LeadConfig = { requiredFields: [], confirmWithinMinutes: 0 };

export function leadConfigQueryOptions(slot: FlowSlot | undefined, option: GuestOption) {
  return queryOptions({
    queryKey: ['booking-flow', 'lead-config', slot?.kind, slot?.studioId, slot?.benefitId, option],
    queryFn: ({ signal }) => {
      if (!slot || option === 'free') return Promise.resolve(FREE_PLACE);
      return slot.kind === 'trial-session'
        ? api(getTrialSessionLeadConfig, { query: { studioId: slot.studioId }, signal })
        : api(getBenefitTrialLeadConfig, { query: { benefitId: slot.benefitId }, signal });
    },
    enabled: slot !== undefined,
  });
}

/** Which customer data the guest must give: the trial session's or the benefit trial's lead configuration. */
export function useLeadConfig(slot: FlowSlot | undefined, option: GuestOption) {
  return useQuery(leadConfigQueryOptions(slot, option));
}
