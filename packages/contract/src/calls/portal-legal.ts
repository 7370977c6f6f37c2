import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { localeTag } from '../schemas.ts';

/** The portal operator's own documents: /imprint, /agb (terms), /privacy and /artikel-26 (the GDPR art. 26 agreement). */
export const portalLegalDocuments = ['IMPRINT', 'TERMS', 'PRIVACY', 'AGREEMENT'] as const;

export const portalLegalDocumentSchema = z.object({
  document: z.enum(portalLegalDocuments),
  /** The language of the text (de, en): the requested one when the operator publishes in it, else English. */
  locale: z.string(),
  title: z.string(),
  /** HTML; the portal sanitizes it before inserting it. */
  html: z.string(),
  /** The day the text took effect, YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
});

/** One legal document of the portal operator (Motus) in the caller's language when it exists in it. */
export const getPortalLegalDocument = defineCall({
  id: 'portalLegal.getDocument',
  method: 'GET',
  path: '/v1/public/portal-legal/{document}',
  auth: 'public',
  params: z.object({ document: z.enum(portalLegalDocuments) }),
  query: z.object({ locale: localeTag.optional() }),
  answer: portalLegalDocumentSchema,
});

export type PortalLegalDocumentType = (typeof portalLegalDocuments)[number];
export type PortalLegalDocument = z.infer<typeof portalLegalDocumentSchema>;
