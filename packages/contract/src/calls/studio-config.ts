import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, StudioErrors } from '../errors/index.ts';
import { localeTag, studioNumber } from '../schemas.ts';

export const legalInfoTypes = [
  'GENERAL_TERMS',
  'IMPRINT',
  'PRIVACY',
  'REVOCATION_TERMS',
  'ACCESSIBILITY_STATEMENTS',
] as const;

export const legalInfoSchema = z.object({
  type: z.enum(legalInfoTypes),
  /** HTML, or the address of an external page when externalUrl is true. */
  text: z.string(),
  externalUrl: z.boolean(),
});

/** Feature flags by name; a flag the studio does not know is absent (the client treats it as enabled). */
export const featureFlagsSchema = z.record(z.string(), z.boolean());

const studioQuery = z.object({ studioId: studioNumber });
const studioLocaleQuery = studioQuery.extend({ locale: localeTag.optional() });

export const getMemberFeatures = defineCall({
  id: 'studioConfig.getMemberFeatures',
  method: 'GET',
  path: '/nox/v1/feature',
  auth: 'member',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: featureFlagsSchema,
});

export const getPublicFeatures = defineCall({
  id: 'studioConfig.getPublicFeatures',
  method: 'GET',
  path: '/nox/public/v1/feature',
  auth: 'public',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: featureFlagsSchema,
});

export const getMemberActiveMenu = defineCall({
  id: 'studioConfig.getMemberActiveMenu',
  method: 'GET',
  path: '/nox/v1/menu/active',
  auth: 'member',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(z.string()),
});

export const getPublicActiveMenu = defineCall({
  id: 'studioConfig.getPublicActiveMenu',
  method: 'GET',
  path: '/nox/public/v1/menu/active',
  auth: 'public',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(z.string()),
});

export const getActiveLegalInfos = defineCall({
  id: 'studioConfig.getActiveLegalInfos',
  method: 'GET',
  path: '/nox/public/v2/legalinfo',
  auth: 'public',
  query: studioLocaleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.object({ activeLegalInfos: z.array(legalInfoSchema) }),
});

export const getLegalInfo = defineCall({
  id: 'studioConfig.getLegalInfo',
  method: 'GET',
  path: '/nox/public/v1/legalinfo/{type}',
  auth: 'public',
  params: z.object({ type: z.enum(legalInfoTypes) }),
  query: studioLocaleQuery,
  errors: [ErrorCodes.studioNotFound, StudioErrors.legalInfoNotFound],
  answer: legalInfoSchema,
});

export const getLegalConsent = defineCall({
  id: 'studioConfig.getLegalConsent',
  method: 'GET',
  path: '/nox/public/v1/legalinfo/consent',
  auth: 'public',
  query: studioLocaleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.object({ privacyPolicy: legalInfoSchema.nullable(), termsAndConditions: legalInfoSchema.nullable() }),
});

export const localesAnswerSchema = z.object({
  multiLanguageSupport: z.boolean(),
  translationLocales: z.array(z.string()),
  studioLocale: z.string(),
});

export const getTranslationLocales = defineCall({
  id: 'studioConfig.getTranslationLocales',
  method: 'GET',
  path: '/nox/v1/translation/locales',
  auth: 'member',
  query: z.object({ studioId: studioNumber.optional() }),
  errors: [ErrorCodes.studioNotFound],
  answer: localesAnswerSchema,
});

export type LegalInfo = z.infer<typeof legalInfoSchema>;
export type LegalInfoType = (typeof legalInfoTypes)[number];
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export type LocalesAnswer = z.infer<typeof localesAnswerSchema>;
