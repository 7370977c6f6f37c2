import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { InvoiceErrors } from '../errors/invoices.ts';
import { isoDateTime, localeTag } from '../schemas.ts';

/** A month's invoice of the member: contract and module fees of the month and what they bought in it (gross prices). */
export const invoiceSchema = z.object({
  id: z.uuid(),
  /** `<TENANT-PREFIX>-<year>-<6 digits>`, gap-free per tenant. */
  number: z.string(),
  issueDate: z.iso.date(),
  /** The month invoiced, `YYYY-MM`. */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  /** Per cent (19, 20, 8.1); null where the studio's country charges none (the invoice says "no VAT"). */
  vatRate: z.number().nullable(),
});

export const invoiceDownloadUrlSchema = z.object({
  /** The PDF's address, signed and valid until `expiresAt`; it needs no session. */
  url: z.string(),
  expiresAt: isoDateTime,
});

const customerCall = { auth: 'member', principal: 'customer' } as const;
/** 403 FORBIDDEN: the tenant does not grant its members CUSTOMER_CENTER_INVOICE_ACTIVE. */
const readErrors = [ErrorCodes.forbidden];

/** The member's invoices, newest first; the missing ones of past complete months are made on the way. */
export const listInvoices = defineCall({
  id: 'invoices.list',
  method: 'GET',
  path: '/nox/v1/customercenter/invoices',
  ...customerCall,
  answer: z.array(invoiceSchema),
  errors: readErrors,
});

/** A short-lived signed link to the invoice's PDF. */
export const getInvoiceDownloadUrl = defineCall({
  id: 'invoices.downloadUrl',
  method: 'GET',
  path: '/nox/v1/customercenter/invoices/{invoiceId}/downloadurl',
  ...customerCall,
  params: z.object({ invoiceId: z.uuid() }),
  answer: invoiceDownloadUrlSchema,
  errors: [...readErrors, InvoiceErrors.invoiceNotFound],
});

/** The invoice's PDF behind a signed link: public, but only with a fresh signature over the invoice id and expiry. */
export const downloadInvoicePdf = defineCall({
  id: 'invoices.pdf',
  method: 'GET',
  path: '/v1/invoices/{invoiceId}/pdf',
  auth: 'public',
  params: z.object({ invoiceId: z.uuid() }),
  query: z.object({
    expires: z.coerce.number().int().positive(),
    signature: z.string().max(128),
    /** The language of the PDF: the member's when the link was made. */
    locale: localeTag.optional(),
  }),
  answerKind: 'binary',
  answer: z.unknown(),
  errors: [InvoiceErrors.invalidDownloadLink],
});

export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceDownloadUrl = z.infer<typeof invoiceDownloadUrlSchema>;
