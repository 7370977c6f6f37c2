import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { CustomerDataErrors } from '../errors/customer-data.ts';
import { StudioErrors } from '../errors/studios.ts';
import { isoDateTime, localeTag } from '../schemas.ts';
import { dateOfBirth, emailAddress, personName, phoneNumber, requiredText } from '../validation.ts';
import { codeNameSchema, documentTypes } from './contract-offers.ts';
import { genders } from './guest-booking.ts';

/** The four groups of a member's own data that self-service shows and changes one at a time (spec 000 section 2.3). */
export const customerDataGroups = ['PERSONAL', 'ADDRESS', 'CONTACT', 'PAYMENT'] as const;
/**
 * What a change of a group does, as the studio decides per group: applied at once, waiting for the studio's approval,
 * or not possible online (the member asks at the desk).
 */
export const amendmentPolicies = ['IMMEDIATE', 'APPROVAL', 'LOCKED'] as const;
/** A change waits (PENDING) until the studio applies or rejects it, or the member withdraws it. */
export const amendmentStatuses = ['PENDING', 'APPLIED', 'REJECTED', 'WITHDRAWN'] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullable();

export const personalDataSchema = z.object({
  firstName: personName,
  lastName: personName,
  dateOfBirth: dateOfBirth.nullable(),
  gender: z.enum(genders).nullable(),
  placeOfBirth: optionalText(100),
  /** ISO 3166-1 alpha-2. */
  countryOfBirth: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  /** Steuer-ID, codice fiscale: checked like at contract sign-up where the studio's country has one. */
  taxId: optionalText(40),
});

export const addressDataSchema = z.object({
  street: requiredText(100),
  houseNumber: requiredText(20),
  addressSupplement: optionalText(100),
  zip: requiredText(12),
  city: requiredText(100),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /** A US state or an Italian province code. */
  provinceCode: optionalText(10),
});

export const contactDataSchema = z.object({
  email: emailAddress,
  phoneMobile: phoneNumber.nullable(),
  phonePrivate: phoneNumber.nullable(),
  phoneBusiness: phoneNumber.nullable(),
});

/** The bank account the studio debits; the IBAN in electronic form (upper case, no spaces). */
export const paymentDataSchema = z.object({
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  /** The reference of the SEPA mandate for this account, once one is signed. */
  mandateReference: z.string().nullable(),
});

export const paymentDataChangeSchema = z.object({
  iban: requiredText(64),
  accountHolder: requiredText(140),
  /** The member agrees to the new SEPA mandate (the studio's mandate text). */
  sepaAgreementAccepted: z.literal(true),
});

/** A proof uploaded with a change of personal data (a marriage certificate for a new name), as a data URL. */
export const amendmentDocumentSchema = z.object({
  type: z.enum(documentTypes),
  fileName: requiredText(200),
  /** PDF, PNG or JPEG as a base64 data URL, at most 5 MB. */
  dataUrl: z
    .string()
    .max(7_000_000)
    .regex(/^data:(application\/pdf|image\/png|image\/jpeg);base64,[A-Za-z0-9+/]+=*$/),
});

export const personalDataChangeSchema = personalDataSchema.extend({
  /** Required where the studio asks for proof of a personal-data change. */
  document: amendmentDocumentSchema.optional(),
});

/** A change waiting for the studio: the values asked for, and when. */
export const pendingAmendmentSchema = z.object({
  id: z.uuid(),
  group: z.enum(customerDataGroups),
  status: z.enum(amendmentStatuses),
  requestedAt: isoDateTime,
  /** The fields the change sets, as asked for. */
  values: z.record(z.string(), z.string().nullable()),
});

/** A group's data as it stands, what a change does, and the change waiting for the studio, if any. */
function groupAnswer<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    policy: z.enum(amendmentPolicies),
    /** Personal data only: a change needs an uploaded proof. */
    documentRequired: z.boolean(),
    pending: pendingAmendmentSchema.nullable(),
  });
}

export const personalDataAnswerSchema = groupAnswer(personalDataSchema);
export const addressDataAnswerSchema = groupAnswer(addressDataSchema.nullable());
export const contactDataAnswerSchema = groupAnswer(contactDataSchema);
export const paymentDataAnswerSchema = groupAnswer(paymentDataSchema);

const customerCall = { auth: 'member', principal: 'customer' } as const;
/** 403 FORBIDDEN: the tenant does not grant its members the group's CUSTOMER_CENTER_<GROUP>_ACTIVE_READ permission. */
const readErrors = [ErrorCodes.forbidden];
const changeErrors = [...readErrors, CustomerDataErrors.changeNotAllowed, CustomerDataErrors.changePending];

export const getPersonalData = defineCall({
  id: 'customerData.getPersonal',
  method: 'GET',
  path: '/nox/v1/customercenter/personaldata',
  ...customerCall,
  answer: personalDataAnswerSchema,
  errors: readErrors,
});

export const changePersonalData = defineCall({
  id: 'customerData.changePersonal',
  method: 'POST',
  path: '/nox/v1/customercenter/personaldata',
  ...customerCall,
  body: personalDataChangeSchema,
  answer: personalDataAnswerSchema,
  errors: [
    ...changeErrors,
    CustomerDataErrors.documentRequired,
    CustomerDataErrors.invalidDocument,
    CustomerDataErrors.underage,
    CustomerDataErrors.invalidTaxId,
  ],
});

export const getAddressData = defineCall({
  id: 'customerData.getAddress',
  method: 'GET',
  path: '/nox/v1/customercenter/addressdata',
  ...customerCall,
  answer: addressDataAnswerSchema,
  errors: readErrors,
});

export const changeAddressData = defineCall({
  id: 'customerData.changeAddress',
  method: 'POST',
  path: '/nox/v1/customercenter/addressdata',
  ...customerCall,
  body: addressDataSchema,
  answer: addressDataAnswerSchema,
  errors: changeErrors,
});

export const getContactData = defineCall({
  id: 'customerData.getContact',
  method: 'GET',
  path: '/nox/v1/customercenter/contactdata',
  ...customerCall,
  answer: contactDataAnswerSchema,
  errors: readErrors,
});

export const changeContactData = defineCall({
  id: 'customerData.changeContact',
  method: 'POST',
  path: '/nox/v1/customercenter/contactdata',
  ...customerCall,
  body: contactDataSchema,
  answer: contactDataAnswerSchema,
  errors: changeErrors,
});

export const getPaymentData = defineCall({
  id: 'customerData.getPayment',
  method: 'GET',
  path: '/nox/v1/customercenter/paymentdata',
  ...customerCall,
  answer: paymentDataAnswerSchema,
  errors: readErrors,
});

export const changePaymentData = defineCall({
  id: 'customerData.changePayment',
  method: 'POST',
  path: '/nox/v1/customercenter/paymentdata',
  ...customerCall,
  body: paymentDataChangeSchema,
  answer: paymentDataAnswerSchema,
  errors: [...changeErrors, CustomerDataErrors.invalidIban, CustomerDataErrors.invalidAccountHolder],
});

/** Withdraws the member's own pending change; the group's answer as it stands afterwards. */
export const withdrawAmendment = defineCall({
  id: 'customerData.withdrawAmendment',
  method: 'POST',
  path: '/nox/v1/customercenter/amendments/{id}/withdraw',
  ...customerCall,
  params: z.object({ id: z.uuid() }),
  answer: pendingAmendmentSchema,
  errors: [...readErrors, CustomerDataErrors.amendmentNotFound, CustomerDataErrors.amendmentNotPending],
});

/** The proofs a change of personal data may come with. */
export const getPersonalDataDocumentTypes = defineCall({
  id: 'customerData.documentTypes',
  method: 'GET',
  path: '/nox/v1/customercenter/personaldata/documenttypes',
  ...customerCall,
  query: z.object({ locale: localeTag.optional() }),
  answer: z.array(z.object({ code: z.enum(documentTypes), name: z.string() })),
});

export const getCustomerItalianProvinces = defineCall({
  id: 'customerData.italianProvinces',
  method: 'GET',
  path: '/nox/v1/customercenter/addressdata/italy/province',
  ...customerCall,
  answer: z.array(codeNameSchema),
});

/** The member's SEPA mandate as a PDF. */
export const downloadSepaMandate = defineCall({
  id: 'customerData.sepaMandate',
  method: 'GET',
  path: '/nox/v1/customercenter/sepamandate/download',
  ...customerCall,
  answerKind: 'binary',
  answer: z.unknown(),
  errors: [...readErrors, CustomerDataErrors.noMandate, StudioErrors.sepaAgreementNotFound],
});

/** The two renditions of the data-privacy export: machine-readable (GDPR art. 20) and readable (art. 15). */
export const dataPrivacyExportFormats = ['json', 'pdf'] as const;

/**
 * Everything the portal stores about the member in the tenant, as a JSON file or a PDF (issue 16 item 7). Any member
 * of the tenant may download it: no CUSTOMER_CENTER permission gates a right the law grants.
 */
export const downloadDataPrivacyExport = defineCall({
  id: 'customerData.dataPrivacyExport',
  method: 'GET',
  path: '/nox/v1/customercenter/dataprivacy/download',
  ...customerCall,
  query: z.object({ format: z.enum(dataPrivacyExportFormats).default('pdf') }),
  answerKind: 'binary',
  answer: z.unknown(),
});

export type CustomerDataGroup = (typeof customerDataGroups)[number];
export type AmendmentPolicy = (typeof amendmentPolicies)[number];
export type AmendmentStatus = (typeof amendmentStatuses)[number];
export type PersonalData = z.infer<typeof personalDataSchema>;
export type AddressData = z.infer<typeof addressDataSchema>;
export type ContactData = z.infer<typeof contactDataSchema>;
export type PaymentData = z.infer<typeof paymentDataSchema>;
export type PendingAmendment = z.infer<typeof pendingAmendmentSchema>;
export type DataPrivacyExportFormat = (typeof dataPrivacyExportFormats)[number];
