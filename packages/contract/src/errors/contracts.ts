/** The error codes of contract offers, signing, the member's contracts, module contracts and their cancellation. */
export const ContractErrors = {
  offerNotFound: 'CONTRACT_OFFER_NOT_FOUND',
  termNotFound: 'CONTRACT_TERM_NOT_FOUND',
  moduleNotFound: 'CONTRACT_MODULE_NOT_FOUND',
  contractNotFound: 'CONTRACT_NOT_FOUND',
  moduleContractNotFound: 'MODULE_CONTRACT_NOT_FOUND',
  noActiveContract: 'NO_ACTIVE_CONTRACT',
  alreadyHoldsContract: 'ALREADY_HOLDS_CONTRACT',
  moduleAlreadyBooked: 'MODULE_ALREADY_BOOKED',
  invalidStartDate: 'INVALID_START_DATE',
  underage: 'UNDERAGE',
  taxIdRequired: 'TAX_ID_REQUIRED',
  invalidTaxId: 'INVALID_TAX_ID',
  documentRequired: 'DOCUMENT_REQUIRED',
  invalidIban: 'INVALID_IBAN',
  invalidBic: 'INVALID_BIC',
  invalidAccountHolder: 'INVALID_ACCOUNT_HOLDER',
  paymentMethodNotAllowed: 'PAYMENT_METHOD_NOT_ALLOWED',
  sepaAgreementRequired: 'SEPA_AGREEMENT_REQUIRED',
  sepaAgreementNotFound: 'SEPA_AGREEMENT_NOT_FOUND',
  conditionsNotAccepted: 'CONDITIONS_NOT_ACCEPTED',
  invalidSignature: 'INVALID_SIGNATURE',
  /** The idempotency key of a sign request was used before for a different request. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  cancelationNotPossible: 'CANCELATION_NOT_POSSIBLE',
  cancelationDateNotPossible: 'CANCELATION_DATE_NOT_POSSIBLE',
  cancelationReasonNotFound: 'CANCELATION_REASON_NOT_FOUND',
  alreadyCanceled: 'CONTRACT_ALREADY_CANCELED',
  noPendingCancelation: 'NO_PENDING_CANCELATION',
} as const;

/** The item codes of a tax-id check (spec 000 section 7, spec 002 section 5). */
export const TaxIdCheckErrors = {
  invalidTaxId: 'INVALID_TAX_ID',
  missingDateOfBirth: 'MISSING_DATE_OF_BIRTH',
  missingFirstname: 'MISSING_FIRSTNAME',
  missingGender: 'MISSING_GENDER',
  missingLastname: 'MISSING_LASTNAME',
  missingPlaceOrCountryOfBirth: 'MISSING_PLACE_OR_COUNTRY_OF_BIRTH',
  unsupportedGender: 'UNSUPPORTED_GENDER',
} as const;

/** The field messages of spec 002 section 5 that the bank and tax-id checks answer with. */
export const BankFieldMessages = {
  invalidIban: 'Invalid IBAN',
  invalidBic: 'Invalid BIC',
  invalidTaxId: 'Identity number is invalid.',
  wrongOrMissingValue: 'Wrong or missing value',
} as const;
