import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ContractErrors } from '../errors/contracts.ts';
import { integerId, localeTag } from '../schemas.ts';
import { moneySchema } from './booking-options.ts';
import { flatFeeSchema, periodSchema } from './contract-offers.ts';

/** A contract's state on a given day: not started yet, running, or over. */
export const contractStatuses = ['UPCOMING', 'ACTIVE', 'ENDED'] as const;
/** Ordinary: by notice to a term's end; extraordinary: for cause (moving away, illness), to the date asked for. */
export const cancelationKinds = ['ORDINARY', 'EXTRAORDINARY'] as const;
/** A cancellation waits for its end date (PENDING) unless the member withdraws it first (WITHDRAWN). */
export const cancelationStatuses = ['PENDING', 'WITHDRAWN'] as const;

/**
 * The dates of spec 001 section 3. `endDate`: the end of the running term (the minimum term or the current renewal),
 * none when the contract runs on indefinitely; `contractEndDate`: the day the contract ends for good (cancelled or not
 * renewed); `cancelationDate`: the day a pending cancellation was received; `lastPossibleCancelationDate`: the last day
 * a cancellation ends the contract at the earliest possible end.
 */
const contractDates = {
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  contractEndDate: z.iso.date().nullable(),
  cancelationDate: z.iso.date().nullable(),
  lastPossibleCancelationDate: z.iso.date().nullable(),
};

export const pendingCancelationSchema = z.object({
  kind: z.enum(cancelationKinds),
  reason: z.string().nullable(),
  receivedAt: z.iso.datetime({ offset: true }),
  contractEndDate: z.iso.date(),
});

export const moduleContractSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  moduleId: z.number().int(),
  name: z.string(),
  status: z.enum(contractStatuses),
  price: moneySchema,
  paymentFrequency: periodSchema,
  /** The start of a module's free trial period, when it has one. */
  trialPeriodStartDate: z.iso.date().nullable(),
  ...contractDates,
  pendingCancelation: pendingCancelationSchema.nullable(),
});

export const flatFeeContractSchema = flatFeeSchema.extend({ startDate: z.iso.date() });

export const contractSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  studioId: z.number().int(),
  studioName: z.string(),
  offerName: z.string(),
  termName: z.string(),
  status: z.enum(contractStatuses),
  price: moneySchema,
  paymentFrequency: periodSchema,
  minimumTerm: periodSchema,
  renewalPeriod: periodSchema.nullable(),
  noticePeriod: periodSchema,
  paymentMethod: z.string(),
  mandateReference: z.string().nullable(),
  ...contractDates,
  preuseDate: z.iso.date().nullable(),
  pendingCancelation: pendingCancelationSchema.nullable(),
  flatFeeContracts: z.array(flatFeeContractSchema),
  moduleContracts: z.array(moduleContractSchema),
});

/** A day a cancellation received today can end the contract on, and the last day to send it for that end. */
export const cancelationDateSchema = z.object({
  contractEndDate: z.iso.date(),
  lastPossibleCancelationDate: z.iso.date(),
});

export const cancelationReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(cancelationKinds),
});

export const contractConfigurationSchema = z.object({
  showActiveContracts: z.boolean(),
  showInactiveContracts: z.boolean(),
  /** Ordinary cancellation online (§312k BGB: always for German studios). */
  ordinaryCancelationAllowed: z.boolean(),
  withdrawalAllowed: z.boolean(),
});

export const pendingCancelationEntrySchema = z.object({
  contractId: z.string(),
  /** MAIN for the membership, MODULE for an additional module. */
  contractKind: z.enum(['MAIN', 'MODULE']),
  name: z.string(),
  cancelationDate: z.iso.date(),
  contractEndDate: z.iso.date(),
  kind: z.enum(cancelationKinds),
  reason: z.string().nullable(),
});

export const ordinaryCancelationBody = z.object({
  /** One of the dates of `cancelationdates`; none: the earliest possible. */
  contractEndDate: z.iso.date().optional(),
  reasonId: integerId.optional(),
});

const customerCall = { auth: 'member', principal: 'customer' } as const;
const byContractId = z.object({ contractId: z.uuid() });
const byModuleContractId = z.object({ moduleContractId: z.uuid() });
const localeQuery = z.object({ locale: localeTag.optional() });
const cancelErrors = [
  ContractErrors.contractNotFound,
  ContractErrors.alreadyCanceled,
  ContractErrors.cancelationNotPossible,
  ContractErrors.cancelationDateNotPossible,
  ContractErrors.cancelationReasonNotFound,
];

export const listContracts = defineCall({
  id: 'contracts.list',
  method: 'GET',
  path: '/nox/v1/customercenter/contract',
  ...customerCall,
  query: localeQuery,
  answer: z.array(contractSchema),
});

/** The member's running main contract; null when they hold none. */
export const getActiveMainContract = defineCall({
  id: 'contracts.activeMain',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/active/main',
  ...customerCall,
  query: localeQuery,
  answer: z.object({ contract: contractSchema.nullable() }),
});

export const getPendingCancelations = defineCall({
  id: 'contracts.pendingCancelations',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/pendingcancelation',
  ...customerCall,
  answer: z.array(pendingCancelationEntrySchema),
});

export const getContractConfiguration = defineCall({
  id: 'contracts.configuration',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/configuration',
  ...customerCall,
  answer: contractConfigurationSchema,
});

export const getContractCancelationReasons = defineCall({
  id: 'contracts.cancelationReasons',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/cancelationreasons',
  ...customerCall,
  query: localeQuery,
  answer: z.array(cancelationReasonSchema),
});

export const getContractCancelationDates = defineCall({
  id: 'contracts.cancelationDates',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/{contractId}/cancelationdates',
  ...customerCall,
  params: byContractId,
  answer: z.array(cancelationDateSchema),
  errors: [ContractErrors.contractNotFound],
});

export const cancelContract = defineCall({
  id: 'contracts.ordinaryCancelation',
  method: 'POST',
  path: '/nox/v1/customercenter/contract/{contractId}/ordinarycancelation',
  ...customerCall,
  params: byContractId,
  body: ordinaryCancelationBody,
  answer: contractSchema,
  errors: cancelErrors,
});

export const withdrawContractCancelation = defineCall({
  id: 'contracts.withdrawCancelation',
  method: 'POST',
  path: '/nox/v1/customercenter/contracts/{contractId}/cancelation-withdrawal',
  ...customerCall,
  params: byContractId,
  answer: contractSchema,
  errors: [ContractErrors.contractNotFound, ContractErrors.noPendingCancelation],
});

/** The signed contract as a PDF, in the member's language. */
export const downloadContract = defineCall({
  id: 'contracts.download',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/{contractId}/download',
  ...customerCall,
  params: byContractId,
  answerKind: 'binary',
  answer: z.unknown(),
  errors: [ContractErrors.contractNotFound],
});

export const getContractDownloadUrl = defineCall({
  id: 'contracts.downloadUrl',
  method: 'GET',
  path: '/nox/v1/customercenter/contract/{contractId}/downloadurl',
  ...customerCall,
  params: byContractId,
  answer: z.object({ url: z.string() }),
  errors: [ContractErrors.contractNotFound],
});

/** Modules the member's active contract can add. */
export const getBookableModules = defineCall({
  id: 'moduleContracts.bookable',
  method: 'GET',
  path: '/nox/v1/customercenter/modulecontracts/bookable',
  ...customerCall,
  query: localeQuery,
  answer: z.array(
    z.object({
      moduleId: z.number().int(),
      contractId: z.string(),
      name: z.string(),
      description: z.string(),
      price: moneySchema,
      paymentFrequency: periodSchema,
      minimumTerm: periodSchema,
      noticePeriod: periodSchema,
      startDate: z.iso.date(),
    }),
  ),
});

export const bookModule = defineCall({
  id: 'moduleContracts.book',
  method: 'POST',
  path: '/nox/v1/customercenter/modulecontracts/book',
  ...customerCall,
  body: z.object({ moduleId: integerId, contractId: z.uuid().optional() }),
  answer: moduleContractSchema,
  errors: [ContractErrors.noActiveContract, ContractErrors.moduleNotFound, ContractErrors.moduleAlreadyBooked],
});

export const getModuleCancelationReasons = defineCall({
  id: 'moduleContracts.cancelationReasons',
  method: 'GET',
  path: '/nox/v1/customercenter/modulecontracts/cancelationreasons',
  ...customerCall,
  query: localeQuery,
  answer: z.array(cancelationReasonSchema),
});

export const getModuleCancelationDates = defineCall({
  id: 'moduleContracts.cancelationDates',
  method: 'GET',
  path: '/nox/v1/customercenter/modulecontracts/{moduleContractId}/modulecancelationdates',
  ...customerCall,
  params: byModuleContractId,
  answer: z.array(cancelationDateSchema),
  errors: [ContractErrors.moduleContractNotFound],
});

export const cancelModuleContract = defineCall({
  id: 'moduleContracts.ordinaryCancelation',
  method: 'POST',
  path: '/nox/v1/customercenter/modulecontracts/{moduleContractId}/ordinarycancelation',
  ...customerCall,
  params: byModuleContractId,
  body: ordinaryCancelationBody,
  answer: moduleContractSchema,
  errors: [ContractErrors.moduleContractNotFound, ...cancelErrors.slice(1)],
});

export const withdrawModuleCancelation = defineCall({
  id: 'moduleContracts.withdrawCancelation',
  method: 'POST',
  path: '/nox/v1/customercenter/module-contracts/{contractId}/cancelation-withdrawal',
  ...customerCall,
  params: byContractId,
  answer: moduleContractSchema,
  errors: [ContractErrors.moduleContractNotFound, ContractErrors.noPendingCancelation],
});

export type ContractStatus = (typeof contractStatuses)[number];
export type CancelationKind = (typeof cancelationKinds)[number];
export type CancelationStatus = (typeof cancelationStatuses)[number];
export type Contract = z.infer<typeof contractSchema>;
export type ModuleContract = z.infer<typeof moduleContractSchema>;
export type PendingCancelation = z.infer<typeof pendingCancelationSchema>;
export type CancelationDate = z.infer<typeof cancelationDateSchema>;
export type CancelationReason = z.infer<typeof cancelationReasonSchema>;
export type ContractConfiguration = z.infer<typeof contractConfigurationSchema>;
export type PendingCancelationEntry = z.infer<typeof pendingCancelationEntrySchema>;
export type OrdinaryCancelationRequest = z.infer<typeof ordinaryCancelationBody>;
