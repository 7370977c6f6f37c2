import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { CustomerDataErrors } from '../errors/customer-data.ts';
import { IdlePeriodErrors } from '../errors/idle-periods.ts';
import { isoDateTime } from '../schemas.ts';
import { requiredText } from '../validation.ts';
import { documentTypes } from './contract-offers.ts';
import { amendmentStatuses, customerDataGroups } from './customer-data.ts';
import { idlePeriodStatuses } from './idle-periods.ts';

/** Staff calls: an employee of one tenant, always about that tenant (registerCall takes it from the account). */
const staffCall = { auth: 'member', principal: 'staff' } as const;

export const staffMemberSchema = z.object({
  name: z.string(),
  email: z.string(),
  tenant: z.string(),
  tenantName: z.string(),
});

/** A member's change as the studio reviews it: who asked, the values before and asked for, and the proof. */
const staffCustomerSchema = z.object({ customerNumber: z.string(), firstName: z.string(), lastName: z.string() });

export const staffAmendmentSchema = z.object({
  id: z.uuid(),
  group: z.enum(customerDataGroups),
  status: z.enum(amendmentStatuses),
  requestedAt: isoDateTime,
  customer: staffCustomerSchema,
  values: z.record(z.string(), z.string().nullable()),
  previousValues: z.record(z.string(), z.string().nullable()),
  document: z.object({ type: z.enum(documentTypes), fileName: z.string() }).nullable(),
  decidedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});

export const amendmentDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPLY') }),
  z.object({ decision: z.literal('REJECT'), reason: requiredText(500) }),
]);

/** A member's idle-period request as the studio reviews it: who asked, the days, and the proof. */
export const staffIdlePeriodSchema = z.object({
  id: z.uuid(),
  status: z.enum(idlePeriodStatuses),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  requestedAt: isoDateTime,
  customer: staffCustomerSchema,
  document: z.object({ fileName: z.string() }).nullable(),
  decidedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});

const byId = z.object({ id: z.uuid() });

/** Who the staff account is and which tenant it works for. */
export const getStaffMember = defineCall({
  id: 'staff.me',
  method: 'GET',
  path: '/v1/staff/me',
  ...staffCall,
  answer: staffMemberSchema,
});

/** The tenant's changes waiting for a decision, oldest first. */
export const listPendingAmendments = defineCall({
  id: 'staff.pendingAmendments',
  method: 'GET',
  path: '/v1/staff/amendments',
  ...staffCall,
  answer: z.array(staffAmendmentSchema),
});

/** The proof a member uploaded with a change, as they sent it. */
export const downloadAmendmentDocument = defineCall({
  id: 'staff.amendmentDocument',
  method: 'GET',
  path: '/v1/staff/amendments/{id}/document',
  ...staffCall,
  params: byId,
  answerKind: 'binary',
  answer: z.unknown(),
  errors: [CustomerDataErrors.amendmentNotFound],
});

/** Applies or rejects (with a reason) a waiting change; the member is mailed in their language. */
export const decideAmendment = defineCall({
  id: 'staff.decideAmendment',
  method: 'POST',
  path: '/v1/staff/amendments/{id}/decision',
  ...staffCall,
  params: byId,
  body: amendmentDecisionSchema,
  answer: staffAmendmentSchema,
  errors: [CustomerDataErrors.amendmentNotFound, CustomerDataErrors.amendmentNotPending],
});

/** The tenant's idle-period requests waiting for a decision, oldest first. */
export const listPendingIdlePeriods = defineCall({
  id: 'staff.pendingIdlePeriods',
  method: 'GET',
  path: '/v1/staff/idleperiods',
  ...staffCall,
  answer: z.array(staffIdlePeriodSchema),
});

/** The proof a member uploaded with an idle-period request, as they sent it. */
export const downloadIdlePeriodDocument = defineCall({
  id: 'staff.idlePeriodDocument',
  method: 'GET',
  path: '/v1/staff/idleperiods/{id}/document',
  ...staffCall,
  params: byId,
  answerKind: 'binary',
  answer: z.unknown(),
  errors: [IdlePeriodErrors.notFound],
});

/**
 * Accepts (APPLY: the contract's end moves by the period's length) or rejects (with a reason) a requested idle
 * period; the member is mailed in their language.
 */
export const decideIdlePeriod = defineCall({
  id: 'staff.decideIdlePeriod',
  method: 'POST',
  path: '/v1/staff/idleperiods/{id}/decision',
  ...staffCall,
  params: byId,
  body: amendmentDecisionSchema,
  answer: staffIdlePeriodSchema,
  errors: [IdlePeriodErrors.notFound, IdlePeriodErrors.notPending],
});

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffAmendment = z.infer<typeof staffAmendmentSchema>;
export type StaffIdlePeriod = z.infer<typeof staffIdlePeriodSchema>;
export type AmendmentDecisionRequest = z.infer<typeof amendmentDecisionSchema>;
