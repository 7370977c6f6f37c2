import { listMemberTrialSessionSlots, listTrialSessionSlots } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';
import type { TrialDay } from '../trial-day.ts';

export function trialSlotsQueryOptions(benefitId: number | null | undefined, day: TrialDay, connected: boolean) {
  return queryOptions({
    queryKey: ['trial-session-slots', connected, benefitId, day],
    queryFn: ({ signal }) =>
      api(connected ? listMemberTrialSessionSlots : listTrialSessionSlots, {
        params: { benefitId: benefitId ?? 0 },
        query: { startDate: day, endDate: day },
        signal,
      }),
    enabled: typeof benefitId === 'number',
    placeholderData: keepPreviousData,
  });
}

/** The trial benefit's slots of one studio-local day; the member variant when connected (spec 001 section 7.4). */
export function useTrialSlots(benefitId: number | null | undefined, day: TrialDay) {
  const connected = useMemberCalls();
  return useQuery(trialSlotsQueryOptions(benefitId, day, connected));
}

/** A slot as the client holds it (its times as dates). */
export type ShownTrialSlot = ClientAnswer<typeof listTrialSessionSlots>[number];
