import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { ContractErrors } from '../errors/contracts.ts';
import { integerId, localeTag, numericId, studioNumber } from '../schemas.ts';
import { dateOfBirth, emailAddress, personName, phoneNumber, requiredText } from '../validation.ts';
import { moneySchema } from './booking-options.ts';
import { genders } from './guest-booking.ts';
import { sepaAgreementSchema } from './studio-details.ts';

/** The units a term, a notice or a renewal period is counted in. */
export const periodUnits = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
/** When a contract of a term starts: on the day it is signed, or on the first day of the next month. */
export const contractStartRules = ['SIGNING_DAY', 'FIRST_OF_NEXT_MONTH'] as const;
/** One-off and yearly fees on top of the periodic price. */
export const flatFeeKinds = ['JOINING_FEE', 'YEARLY_FEE'] as const;
/** How a member pays a contract: SEPA direct debit (needs a mandate), card, or ACH debit (US). */
export const contractPaymentMethods = ['SEPA', 'CARD', 'ACH'] as const;
/** Identity documents a studio may ask for at sign-up. */
export const documentTypes = ['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE', 'RESIDENCE_PERMIT'] as const;

export const periodSchema = z.object({ value: z.number().int().positive(), unit: z.enum(periodUnits) });

/** `startDate` and `endDate` (none: open-ended) of an offer's sale (spec 001 section 3, `validPeriodDto`). */
export const validPeriodSchema = z.object({ startDate: z.iso.date(), endDate: z.iso.date().nullable() });

export const flatFeeSchema = z.object({ kind: z.enum(flatFeeKinds), name: z.string(), price: moneySchema });

/** The renewal after the minimum term: null ends the contract with it. */
export const contractTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneySchema,
  /** How often the price is charged. */
  paymentFrequency: periodSchema,
  minimumTerm: periodSchema,
  renewalPeriod: periodSchema.nullable(),
  noticePeriod: periodSchema,
  startRule: z.enum(contractStartRules),
  /** Whether the member may train from signing until the contract starts (pre-use). */
  preuseAllowed: z.boolean(),
  /** The day a contract signed today starts. */
  contractStartDate: z.iso.date(),
  /** The first day a contract signed today may be used: today with pre-use, else the start date. */
  contractStartDateOfUse: z.iso.date(),
  flatFees: z.array(flatFeeSchema),
});

/** An additional module (a drinks flat, the sauna) with its own terms. */
export const contractModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  paymentFrequency: periodSchema,
  minimumTerm: periodSchema,
  renewalPeriod: periodSchema.nullable(),
  noticePeriod: periodSchema,
});

export const contractOfferSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What the membership lets its holder book (benefit kinds: COURSE, EVENT, …). */
  benefitKinds: z.array(z.string()),
  terms: z.array(contractTermSchema),
  /** The term with the lowest periodic price. */
  lowestTerm: contractTermSchema,
  modules: z.array(contractModuleSchema),
  validPeriodDto: validPeriodSchema,
});

const byStudio = z.object({ studioId: studioNumber, locale: localeTag.optional() });

/** The contract offers a studio sells online. */
export const getContractOffers = defineCall({
  id: 'contractOffers.list',
  method: 'GET',
  path: '/nox/public/v1/contractoffer',
  auth: 'public',
  tenant: { studio: 'studioId' },
  query: byStudio,
  answer: z.array(contractOfferSchema),
});

export const codeNameSchema = z.object({ code: z.string(), name: z.string() });

export const getContractDocumentTypes = defineCall({
  id: 'contractOffers.documentTypes',
  method: 'GET',
  path: '/nox/public/v1/contractoffer/documenttypes',
  auth: 'public',
  query: z.object({ locale: localeTag.optional() }),
  answer: z.array(z.object({ code: z.enum(documentTypes), name: z.string() })),
});

export const getItalianProvinces = defineCall({
  id: 'contractOffers.italianProvinces',
  method: 'GET',
  path: '/nox/public/v1/contractoffer/addressdata/italy/province',
  auth: 'public',
  answer: z.array(codeNameSchema),
});

/** What the sign-up form of a studio asks and allows. */
export const contractPublicConfigSchema = z.object({
  studioId: z.number().int(),
  countryCode: z.string(),
  currency: z.string(),
  minimumAge: z.number().int(),
  /** The tax id (codice fiscale, Steuer-ID) is required at sign-up. */
  taxIdRequired: z.boolean(),
  /** An identity document (type and number) is required at sign-up. */
  documentRequired: z.boolean(),
  paymentMethods: z.array(z.enum(contractPaymentMethods)),
  /** Members may cancel online (§312k BGB for German studios). */
  onlineCancellationEnabled: z.boolean(),
});

export const getContractPublicConfig = defineCall({
  id: 'contractOffers.publicConfig',
  method: 'GET',
  path: '/nox/public/v1/contractoffer/customercenter/config/public',
  auth: 'public',
  tenant: { studio: 'studioId' },
  query: z.object({ studioId: studioNumber }),
  answer: contractPublicConfigSchema,
  errors: [ContractErrors.offerNotFound],
});

export const getContractSepaAgreement = defineCall({
  id: 'contractOffers.sepaAgreement',
  method: 'GET',
  path: '/nox/public/v1/contractoffer/{contractOfferId}/studio/{studioId}/sepa/agreement',
  auth: 'public',
  tenant: { studio: 'studioId' },
  params: z.object({ contractOfferId: numericId, studioId: studioNumber }),
  query: z.object({ locale: localeTag.optional() }),
  answer: sepaAgreementSchema,
  errors: [ContractErrors.offerNotFound, ContractErrors.sepaAgreementNotFound],
});

export const signConditionSchema = z.object({
  id: z.string(),
  /** Plain text, in the caller's language. */
  text: z.string(),
  required: z.boolean(),
});

const conditionQuery = z.object({
  studioId: studioNumber,
  contractOfferId: numericId,
  locale: localeTag.optional(),
});

const signConditions = { answer: z.array(signConditionSchema), errors: [ContractErrors.offerNotFound] };

/** The conditions a member confirms before signing (terms, revocation, privacy). */
export const getSignConditions = defineCall({
  id: 'contractOffers.signConditions',
  method: 'GET',
  path: '/nox/v1/contract/sign/condition',
  auth: 'member',
  tenant: { studio: 'studioId' },
  query: conditionQuery,
  ...signConditions,
});

export const getPublicSignConditions = defineCall({
  id: 'contractOffers.publicSignConditions',
  method: 'GET',
  path: '/nox/public/v1/contract/sign/condition',
  auth: 'public',
  tenant: { studio: 'studioId' },
  query: conditionQuery,
  ...signConditions,
});

/** The conditions shown before the personal data is asked (consent to the data's use for the contract). */
export const getPreSignConditions = defineCall({
  id: 'contractOffers.preSignConditions',
  method: 'GET',
  path: '/nox/public/v1/pre/contract/sign/condition',
  auth: 'public',
  tenant: { studio: 'studioId' },
  query: conditionQuery,
  ...signConditions,
});

/** The prospect's personal data (spec 001 section 3: `customerData.dateOfBirth`). */
export const contractCustomerDataSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: phoneNumber.optional(),
  dateOfBirth,
  gender: z.enum(genders).optional(),
  street: requiredText(100),
  houseNumber: requiredText(20),
  zip: requiredText(12),
  city: requiredText(100),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** A US state or an Italian province code. */
  provinceCode: z.string().max(10).optional(),
  placeOfBirth: z.string().max(100).optional(),
  taxId: z.string().max(40).optional(),
  documentType: z.enum(documentTypes).optional(),
  documentNumber: z.string().max(40).optional(),
  /** The prospect's UI locale: the welcome mail and the documents are in it. */
  locale: localeTag.optional(),
});

export const contractPaymentDataSchema = z.object({
  method: z.enum(contractPaymentMethods),
  iban: z.string().max(64).optional(),
  bic: z.string().max(16).optional(),
  accountHolder: z.string().max(140).optional(),
});

/** What the contract is about; the same for preview and sign. */
const contractChoice = {
  studioId: studioNumber,
  contractOfferId: integerId,
  termId: integerId,
  /** A later start than the term's first possible one. */
  startDate: z.iso.date().optional(),
  moduleIds: z.array(integerId).max(10).default([]),
};

export const contractPreviewBody = z.object({
  ...contractChoice,
  customerData: contractCustomerDataSchema,
  paymentData: contractPaymentDataSchema,
});

export const signContractBody = contractPreviewBody.extend({
  /** Chosen by the client once per sign attempt: a retry or a double click with the same key gives one contract. */
  idempotencyKey: z.uuid(),
  acceptedConditionIds: z.array(z.string().max(64)).max(20),
  sepaAgreementAccepted: z.boolean().default(false),
  /** The drawn signature as a PNG data URL. */
  signature: z.string().min(1).max(400_000),
});

/** A member signs with the data of their account; the rest is as for a prospect. */
export const memberContractPreviewBody = contractPreviewBody;
export const memberSignContractBody = signContractBody;

export const signedContractSchema = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  customerNumber: z.string(),
  startDate: z.iso.date(),
  /** With SEPA: the mandate's reference. */
  mandateReference: z.string().nullable(),
});

const signErrors = [
  ErrorCodes.studioNotFound,
  ContractErrors.offerNotFound,
  ContractErrors.termNotFound,
  ContractErrors.moduleNotFound,
  ContractErrors.invalidStartDate,
  ContractErrors.underage,
  ContractErrors.taxIdRequired,
  ContractErrors.invalidTaxId,
  ContractErrors.documentRequired,
  ContractErrors.invalidIban,
  ContractErrors.invalidBic,
  ContractErrors.invalidAccountHolder,
  ContractErrors.paymentMethodNotAllowed,
];

const pdf = { answerKind: 'binary' as const, answer: z.unknown() };

/** The contract as the PDF the prospect signs, before signing. */
export const previewContract = defineCall({
  id: 'contractOffers.preview',
  method: 'POST',
  path: '/nox/public/v1/contract/preview',
  auth: 'public',
  body: contractPreviewBody,
  ...pdf,
  errors: signErrors,
});

/** What changes for a member who holds a contract and signs another offer. */
export const upgradePreviewSchema = z.object({
  currentContract: z.object({ contractId: z.string(), name: z.string(), price: moneySchema }).nullable(),
  newTerm: contractTermSchema,
  startDate: z.iso.date(),
  /** The new periodic price minus the current one. */
  priceDifference: moneySchema,
});

export const previewContractUpgrade = defineCall({
  id: 'contractOffers.upgradePreview',
  method: 'POST',
  path: '/nox/public/v1/contract/upgrade/preview',
  auth: 'public',
  principal: 'customer',
  body: z.object(contractChoice),
  answer: upgradePreviewSchema,
  errors: [ContractErrors.offerNotFound, ContractErrors.termNotFound, ContractErrors.invalidStartDate],
});

const signAnswer = {
  answer: signedContractSchema,
  errors: [
    ...signErrors,
    ContractErrors.sepaAgreementRequired,
    ContractErrors.conditionsNotAccepted,
    ContractErrors.invalidSignature,
    ContractErrors.idempotencyKeyReused,
    ContractErrors.alreadyHoldsContract,
  ],
};

/** Signs: creates or reuses the customer, the contract, the SEPA mandate, and mails the welcome with the PDFs. */
export const signContract = defineCall({
  id: 'contractOffers.sign',
  method: 'POST',
  path: '/nox/public/v1/contract/sign',
  auth: 'public',
  body: signContractBody,
  ...signAnswer,
});

export const previewMemberContract = defineCall({
  id: 'contracts.preview',
  method: 'POST',
  path: '/v1/contracts/preview',
  auth: 'member',
  body: memberContractPreviewBody,
  ...pdf,
  errors: signErrors,
});

/** A logged-in member signs; the account is connected to the (new or found) customer. */
export const signMemberContract = defineCall({
  id: 'contracts.sign',
  method: 'POST',
  path: '/v1/contracts/sign',
  auth: 'member',
  body: memberSignContractBody,
  ...signAnswer,
});

export type Period = z.infer<typeof periodSchema>;
export type PeriodUnit = (typeof periodUnits)[number];
export type ContractStartRule = (typeof contractStartRules)[number];
export type FlatFeeKind = (typeof flatFeeKinds)[number];
export type ContractPaymentMethod = (typeof contractPaymentMethods)[number];
export type DocumentType = (typeof documentTypes)[number];
export type ContractTerm = z.infer<typeof contractTermSchema>;
export type ContractModule = z.infer<typeof contractModuleSchema>;
export type ContractOffer = z.infer<typeof contractOfferSchema>;
export type ContractPublicConfig = z.infer<typeof contractPublicConfigSchema>;
export type SignCondition = z.infer<typeof signConditionSchema>;
export type ContractCustomerData = z.infer<typeof contractCustomerDataSchema>;
export type ContractPaymentData = z.infer<typeof contractPaymentDataSchema>;
export type ContractPreviewRequest = z.infer<typeof contractPreviewBody>;
export type SignContractRequest = z.infer<typeof signContractBody>;
export type SignedContract = z.infer<typeof signedContractSchema>;
export type UpgradePreview = z.infer<typeof upgradePreviewSchema>;
