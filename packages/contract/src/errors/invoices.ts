/** The error codes of the member's invoices and their signed download links (issue 16 item 4). */
export const InvoiceErrors = {
  /** No invoice of the member's with this id in the tenant. */
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  /** The download link's signature does not match, or the link has expired. */
  invalidDownloadLink: 'INVOICE_LINK_INVALID',
} as const;
