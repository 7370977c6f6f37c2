import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { IdlePeriodErrors } from '../errors/idle-periods.ts';
import { isoDateTime } from '../schemas.ts';
import { amendmentDocumentSchema } from './customer-data.ts';

/** What is stored of an idle period (Ruhezeit): requested, accepted, rejected by the studio, or cancelled. */
export const idlePeriodStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELED'] as const;
/**
 * The state a member sees (spec 000 section 3): ACTIVE is an ACCEPTED period that today lies in; PENDING is shown as
 * "Requested"; CANCELED is a period the member took back.
 */
export const idlePeriodStates = ['ACCEPTED', 'ACTIVE', 'PENDING', 'REJECTED', 'CANCELED'] as const;

/** A calendar day (YYYY-MM-DD) in the studio's time zone. */
const day = z.iso.date();

/** The proof of an idle period (a doctor's note), as a base64 data URL like a data-change proof. */
export const idlePeriodDocumentSchema = amendmentDocumentSchema.pick({ fileName: true, dataUrl: true });

export const idlePeriodSchema = z.object({
  id: z.uuid(),
  /** First and last day of the pause, both included. */
  startDate: day,
  endDate: day,
  state: z.enum(idlePeriodStates),
  requestedAt: isoDateTime,
  /** Why the studio rejected it; null otherwise. */
  rejectionReason: z.string().nullable(),
  /** The file name of the uploaded proof, if any. */
  documentFileName: z.string().nullable(),
  /** The member may still cancel it (requested, or accepted and not yet begun). */
  cancelable: z.boolean(),
});

export const idlePeriodListSchema = z.object({
  /** Requested, active and upcoming periods, earliest first. */
  current: z.array(idlePeriodSchema),
  /** Periods that ended, were rejected or cancelled, latest first. */
  past: z.array(idlePeriodSchema),
});

/** The bounds of a request on the studio's today: the start lies in [minDate, maxDate]. */
export const idlePeriodDateLimitsSchema = z.object({
  minDate: day,
  maxDate: day,
  firstPossibleStartDate: day,
  /** A period lasts at least this many days ... */
  minimumLengthDays: z.number().int().positive(),
  /** ... and at most this many months (its end is before the same day that many months after its start). */
  maximumLengthMonths: z.number().int().positive(),
});

export const idlePeriodConfigSchema = z.object({
  /** The member may request idle periods online. */
  createAllowed: z.boolean(),
  /** A request needs a proof and waits for the studio's decision. */
  verificationRequired: z.boolean(),
  /** The earliest start a request can have today; null without a running contract. */
  earliestPossibleStartDate: day.nullable(),
});

export const idlePeriodDocumentRequirementsSchema = z.object({
  required: z.boolean(),
  contentTypes: z.array(z.string()),
  maxBytes: z.number().int().positive(),
});

export const idlePeriodRequestSchema = z.object({
  startDate: day,
  endDate: day,
  /** Required where the studio verifies idle periods. */
  document: idlePeriodDocumentSchema.optional(),
});

const customerCall = { auth: 'member', principal: 'customer' } as const;
/** 403 FORBIDDEN: the tenant does not grant its members CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ. */
const readErrors = [ErrorCodes.forbidden];
const createErrors = [
  ...readErrors,
  IdlePeriodErrors.createNotAllowed,
  IdlePeriodErrors.noRunningContract,
  IdlePeriodErrors.invalidStart,
  IdlePeriodErrors.invalidLength,
  IdlePeriodErrors.overlap,
  IdlePeriodErrors.documentRequired,
  IdlePeriodErrors.invalidDocument,
];
const byIdlePeriodId = z.object({ idlePeriodId: z.uuid() });

export const getIdlePeriodConfig = defineCall({
  id: 'idlePeriods.config',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiod/config',
  ...customerCall,
  answer: idlePeriodConfigSchema,
  errors: readErrors,
});

export const getIdlePeriodDateLimits = defineCall({
  id: 'idlePeriods.dateLimits',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiod/datelimitations',
  ...customerCall,
  answer: idlePeriodDateLimitsSchema,
  errors: readErrors,
});

export const getIdlePeriodDocumentRequirements = defineCall({
  id: 'idlePeriods.documentRequirements',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiod/document/requirements',
  ...customerCall,
  answer: idlePeriodDocumentRequirementsSchema,
  errors: readErrors,
});

export const getFirstPossibleIdlePeriodStart = defineCall({
  id: 'idlePeriods.firstPossibleStart',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiod/firstpossiblestartdate',
  ...customerCall,
  answer: z.object({ firstPossibleStartDate: day }),
  errors: readErrors,
});

/** Whether the overview offers "Request idle period": the permission and a running contract. */
export const getIdlePeriodCreateButtonVisible = defineCall({
  id: 'idlePeriods.createButtonVisible',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiod/iscreatebuttonvisible',
  ...customerCall,
  answer: z.object({ visible: z.boolean() }),
  errors: readErrors,
});

export const listIdlePeriods = defineCall({
  id: 'idlePeriods.list',
  method: 'GET',
  path: '/nox/v1/customercenter/idleperiods',
  ...customerCall,
  answer: idlePeriodListSchema,
  errors: readErrors,
});

/** The period running today, else the next one (requested or accepted), else null: the overview's key fact. */
export const getCurrentIdlePeriod = defineCall({
  id: 'idlePeriods.current',
  method: 'GET',
  path: '/nox/v2/customercenter/idleperiod',
  ...customerCall,
  answer: z.object({ idlePeriod: idlePeriodSchema.nullable() }),
  errors: readErrors,
});

/** Requests an idle period: accepted at once, or PENDING with its proof where the studio verifies. */
export const createIdlePeriod = defineCall({
  id: 'idlePeriods.create',
  method: 'POST',
  path: '/nox/v1/customercenter/idleperiod',
  ...customerCall,
  body: idlePeriodRequestSchema,
  answer: idlePeriodSchema,
  errors: createErrors,
});

/** v2 of the request: the proof always comes with it. */
export const createIdlePeriodWithDocument = defineCall({
  id: 'idlePeriods.createWithDocument',
  method: 'POST',
  path: '/nox/v2/customercenter/idleperiod/document',
  ...customerCall,
  body: idlePeriodRequestSchema.extend({ document: idlePeriodDocumentSchema }),
  answer: idlePeriodSchema,
  errors: createErrors,
});

/** Replaces the proof of the member's requested period (a better scan) while the studio has not decided. */
export const uploadIdlePeriodDocument = defineCall({
  id: 'idlePeriods.uploadDocument',
  method: 'POST',
  path: '/nox/v1/customercenter/idleperiod/document',
  ...customerCall,
  body: byIdlePeriodId.extend({ document: idlePeriodDocumentSchema }),
  answer: idlePeriodSchema,
  errors: [...readErrors, IdlePeriodErrors.notFound, IdlePeriodErrors.notPending, IdlePeriodErrors.invalidDocument],
});

/** Cancels the member's requested period or an accepted one that has not begun (its contract extension goes too). */
export const cancelIdlePeriod = defineCall({
  id: 'idlePeriods.cancel',
  method: 'DELETE',
  path: '/nox/v1/customercenter/idleperiod/{idlePeriodId}',
  ...customerCall,
  params: byIdlePeriodId,
  answer: idlePeriodSchema,
  errors: [...readErrors, IdlePeriodErrors.notFound, IdlePeriodErrors.notCancelable],
});

export type IdlePeriodStatus = (typeof idlePeriodStatuses)[number];
export type IdlePeriodState = (typeof idlePeriodStates)[number];
export type IdlePeriod = z.infer<typeof idlePeriodSchema>;
export type IdlePeriodList = z.infer<typeof idlePeriodListSchema>;
export type IdlePeriodDateLimits = z.infer<typeof idlePeriodDateLimitsSchema>;
export type IdlePeriodConfig = z.infer<typeof idlePeriodConfigSchema>;
export type IdlePeriodRequest = z.infer<typeof idlePeriodRequestSchema>;
export type IdlePeriodDocument = z.infer<typeof idlePeriodDocumentSchema>;
