import {
  type ContractCustomerData,
  type ContractPaymentData,
  type ContractPreviewRequest,
  normalizeIban,
} from '@motus/contract';
import type { AddressValues, PaymentValues, PersonalValues, SignupDraft } from './signup-draft.ts';

/** The draft once personal data, address and payment are in: what preview and sign are built from. */
export interface CompleteDraft extends SignupDraft {
  personal: PersonalValues;
  address: AddressValues;
  payment: PaymentValues;
}

export function isComplete(draft: SignupDraft): draft is CompleteDraft {
  return draft.personal !== undefined && draft.address !== undefined && draft.payment !== undefined;
}

/** An optional field goes only when filled in. */
function trimmed(value: string): string | null {
  return value.trim() || null;
}

function customerData(draft: CompleteDraft, countryCode: string, locale: string): ContractCustomerData {
  const { personal, address } = draft;
  return {
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    email: personal.email.trim(),
    dateOfBirth: personal.dateOfBirth,
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    zip: address.zip.trim(),
    city: address.city.trim(),
    countryCode,
    locale,
    ...(trimmed(personal.phone) ? { phone: personal.phone.trim() } : {}),
    ...(trimmed(personal.placeOfBirth) ? { placeOfBirth: personal.placeOfBirth.trim() } : {}),
    ...(trimmed(personal.taxId) ? { taxId: personal.taxId.trim() } : {}),
    ...(trimmed(personal.documentNumber) ? { documentNumber: personal.documentNumber.trim() } : {}),
    ...(trimmed(address.provinceCode) ? { provinceCode: address.provinceCode } : {}),
    ...(personal.gender ? { gender: personal.gender } : {}),
    ...(personal.documentType ? { documentType: personal.documentType } : {}),
  };
}

function paymentData({ payment }: CompleteDraft): ContractPaymentData {
  if (payment.method !== 'SEPA') return { method: payment.method };
  return {
    method: 'SEPA',
    iban: normalizeIban(payment.iban),
    accountHolder: payment.accountHolder.trim(),
    ...(payment.bic ? { bic: payment.bic } : {}),
  };
}

export interface RequestContext {
  studioId: number;
  contractOfferId: number;
  countryCode: string;
  locale: string;
}

/** The preview's body; signing sends the same plus signature, conditions and its idempotency key. */
export function previewRequest(draft: CompleteDraft, context: RequestContext): ContractPreviewRequest {
  return {
    studioId: context.studioId,
    contractOfferId: context.contractOfferId,
    termId: draft.termId,
    moduleIds: draft.moduleIds,
    customerData: customerData(draft, context.countryCode, context.locale),
    paymentData: paymentData(draft),
  };
}
