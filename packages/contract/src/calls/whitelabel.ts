import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';

export const accountContexts = ['FIT_X', 'RSG_GROUP', 'MY_SPORTS'] as const;

const optionalText = z.string().nullable();

export const whitelabelStyleSchema = z.object({
  backgroundColor: optionalText,
  backgroundColor2: optionalText,
  footerColor: optionalText,
  textColor: optionalText,
  hrColor: optionalText,
  topbarColor: optionalText,
  headerColor: optionalText,
  topbarTextColor: optionalText,
  headerTextColor: optionalText,
  highlightColor: optionalText,
  highlightTextColor: optionalText,
  errorColor: optionalText,
  slotColor: optionalText,
  slotSelectedColor: optionalText,
  title: optionalText,
  faviconBaseUrl: optionalText,
  headerLogoUrl: optionalText,
});

export const whitelabelTextsSchema = z.object({
  title: optionalText,
  imprint: optionalText,
  contactLinkText: optionalText,
  contactLinkUrl: optionalText,
  imprintLinkUrl: optionalText,
  legalDocumentsLinks: z.object({ privacyPolicy: optionalText, termsAndConditions: optionalText }),
});

export const whitelabelConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  platformName: z.string(),
  tenantName: optionalText,
  publicFacilityGroup: z.string(),
  brandIdentifier: z.string(),
  /** FIT_X, RSG_GROUP, MY_SPORTS, or any other string for a custom context. */
  accountContext: z.string(),
  context: z.string(),
  legalEntity: optionalText,
  legalEntityAddress: optionalText,
  hideSupportUrl: z.boolean(),
  style: whitelabelStyleSchema,
  texts: whitelabelTextsSchema,
});

/**
 * The brand of the request (facility group, else host). 204 without a body when the request names no brand: the
 * portal's own look (spec 000 section 7: a non-200 answer yields nothing); 404 for an unknown facility group.
 */
export const getWhitelabelConfig = defineCall({
  id: 'whitelabel.getWebConfig',
  method: 'GET',
  path: '/whitelabelconfigs/web',
  auth: 'public',
  query: z.object({ facilityGroup: z.string().trim().min(1).max(64).optional() }),
  errors: [ErrorCodes.whitelabelNotFound],
  answer: whitelabelConfigSchema.optional(),
});

export type WhitelabelConfig = z.infer<typeof whitelabelConfigSchema>;
export type WhitelabelStyle = z.infer<typeof whitelabelStyleSchema>;
