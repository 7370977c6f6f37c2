/** The error codes of the member's own data: changes, their approval and withdrawal, and the mandate download. */
export const CustomerDataErrors = {
  /** The studio does not let members change this group online (its policy is LOCKED). */
  changeNotAllowed: 'CUSTOMER_DATA_CHANGE_NOT_ALLOWED',
  /** A change of this group already waits for the studio: withdraw it first. */
  changePending: 'CUSTOMER_DATA_CHANGE_PENDING',
  documentRequired: 'AMENDMENT_DOCUMENT_REQUIRED',
  /** The uploaded proof's content is not the PDF, PNG or JPEG its data URL claims. */
  invalidDocument: 'AMENDMENT_DOCUMENT_INVALID',
  underage: 'UNDERAGE',
  invalidTaxId: 'INVALID_TAX_ID',
  invalidIban: 'INVALID_IBAN',
  invalidAccountHolder: 'INVALID_ACCOUNT_HOLDER',
  amendmentNotFound: 'AMENDMENT_NOT_FOUND',
  amendmentNotPending: 'AMENDMENT_NOT_PENDING',
  noMandate: 'SEPA_MANDATE_NOT_FOUND',
} as const;
