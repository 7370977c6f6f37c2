import {
  validateMasterDataForAppointment,
  validateMasterDataForCourse,
  validateMasterDataForTrialSession,
} from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { BookingKind } from '../../../lib/booking-cart.ts';

const CALL = {
  course: validateMasterDataForCourse,
  event: validateMasterDataForCourse,
  appointment: validateMasterDataForAppointment,
  'trial-session': validateMasterDataForTrialSession,
} as const;

export function masterDataValidationQueryOptions(kind: BookingKind, tenant: string | undefined) {
  return queryOptions({
    queryKey: ['booking-flow', 'master-data', kind, tenant],
    queryFn: ({ signal }) => api(CALL[kind], { query: tenant ? { tenant } : {}, signal }),
  });
}

/** Whether the member's master data allows booking this kind, checked before the Book button is offered. */
export function useMasterDataValidation(kind: BookingKind, tenant: string | undefined) {
  return useQuery(masterDataValidationQueryOptions(kind, tenant));
}
