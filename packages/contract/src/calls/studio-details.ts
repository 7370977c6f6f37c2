import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, StudioErrors } from '../errors/index.ts';
import { isoDateTime, localeTag, studioNumber, tenantKey } from '../schemas.ts';
import { studioFilterQuery } from './discovery.ts';
import { studioSchema } from './studios.ts';

export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A local time of day in the studio's zone, `HH:mm`; `24:00` ends a range at midnight. */
const localTime = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);

export const openingHoursSchema = z.object({
  dayOfWeek: z.enum(weekdays),
  /** Empty: closed all day. */
  ranges: z.array(z.object({ from: localTime, until: localTime })),
});

/** The studio page's data: the studio of spec 000 section 3 plus what the portal's studio page shows. */
export const studioDetailSchema = studioSchema.extend({
  alias: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  categories: z.array(z.string()),
  features: z.array(z.string()),
  universalCheckIn: z.boolean(),
  /** A picture of the studio for its page; null when it has none. */
  imageUrl: z.string().nullable(),
  /** Monday to Sunday, local times in zoneId. */
  openingHours: z.array(openingHoursSchema),
});

const alias = z.string().trim().min(1).max(120);
const localeQuery = z.object({ locale: localeTag.optional() });
const studioQuery = z.object({ studioId: studioNumber, locale: localeTag.optional() });

export const getStudioByAlias = defineCall({
  id: 'studioDetails.getByAlias',
  method: 'GET',
  path: '/v1/public/studios/{alias}',
  auth: 'public',
  params: z.object({ alias }),
  errors: [ErrorCodes.studioNotFound],
  answer: studioDetailSchema,
});

export const ratingSchema = z.object({
  studioId: z.number().int(),
  /** One decimal; null without ratings. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Five entries, 5 stars first. */
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
  /** The newest ten reviews with a comment. */
  reviews: z.array(
    z.object({
      authorName: z.string(),
      rating: z.number().int().min(1).max(5),
      comment: z.string(),
      locale: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});

export const getStudioRating = defineCall({
  id: 'studioDetails.getRating',
  method: 'GET',
  path: '/v1/public/studios/{externalId}/rating',
  auth: 'public',
  params: z.object({ externalId: alias }),
  errors: [ErrorCodes.studioNotFound],
  answer: ratingSchema,
});

export const facilityGroupConfigSchema = z.object({
  publicFacilityGroup: z.string(),
  name: z.string(),
  studioCount: z.number().int(),
  countryCodes: z.array(z.string()),
  /** The middle of the brand's studios, for the finder's first map view; null without studios. */
  center: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  placeSearch: z.object({ countries: z.array(z.string()), limit: z.number().int() }),
  map: z.object({
    /** MAP_TILE_URL as configured (a tile or static-map address template); null: the drawn fallback. */
    tileUrl: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    zoom: z.number().int(),
  }),
});

export const getFacilityGroupConfig = defineCall({
  id: 'studioDetails.getFacilityGroupConfig',
  method: 'GET',
  path: '/v1/public/studios/{publicFacilityGroup}/config',
  auth: 'public',
  params: z.object({ publicFacilityGroup: z.string().trim().min(1).max(64) }),
  errors: [ErrorCodes.whitelabelNotFound],
  answer: facilityGroupConfigSchema,
});

export const categorySchema = z.object({ code: z.string(), name: z.string() });
export const categoryCountSchema = categorySchema.extend({ studioCount: z.number().int() });

/** The categories of the studios that match the filters, with counts. */
export const getStudioCategories = defineCall({
  id: 'studioDetails.getCategories',
  method: 'GET',
  path: '/v1/public/studios/categories',
  auth: 'public',
  query: studioFilterQuery,
  answer: z.array(categoryCountSchema),
});

export const featureCategorySchema = categorySchema.extend({ features: z.array(categoryCountSchema) });

/** Studio features (amenities) grouped by category, with the number of matching studios that have each. */
export const getStudioFeatureCategories = defineCall({
  id: 'studioDetails.getFeatureCategories',
  method: 'GET',
  path: '/v1/public/studios/featureCategories',
  auth: 'public',
  query: studioFilterQuery,
  answer: z.array(featureCategorySchema),
});

/** The whole category catalogue, whether or not a studio uses a category. */
export const getFacilityCategories = defineCall({
  id: 'studioDetails.getFacilityCategories',
  method: 'GET',
  path: '/v1/public/facilities/categories',
  auth: 'public',
  query: localeQuery,
  answer: z.array(categorySchema),
});

export const bookingOptionTypes = [
  'COURSES',
  'APPOINTMENTS',
  'STUDIO_EVENTS',
  'BENEFIT_OFFERS',
  'DAY_TICKETS',
  'VOUCHERS',
  'TRIAL_SESSION',
  'CONTRACT',
  'CHECKIN_RESERVATION',
] as const;

export const bookingOptionSchema = z.object({
  type: z.enum(bookingOptionTypes),
  /** The portal path under the studio prefix, e.g. `/course`. */
  route: z.string(),
});

/** The studio's offers at a glance, from its active menu entries and the trial-session feature. */
export const getStudioBookingOptions = defineCall({
  id: 'studioDetails.getBookingOptions',
  method: 'GET',
  path: '/v1/public/studios/bookingoptions',
  auth: 'public',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(bookingOptionSchema),
});

export const additionalMenuEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** Links off the portal open in a new tab. */
  external: z.boolean(),
});

export const getAdditionalMenuEntries = defineCall({
  id: 'studioDetails.getAdditionalMenuEntries',
  method: 'GET',
  path: '/v1/public/studios/additionalmenuentries',
  auth: 'public',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(additionalMenuEntrySchema),
});

/** The logo as PNG, fitted inside 100×100 (spec 000 section 9). */
export const getStudioLogo = defineCall({
  id: 'studioDetails.getLogo',
  method: 'GET',
  path: '/nox/public/v1/studios/{studioId}/logo',
  auth: 'public',
  params: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound, StudioErrors.logoNotFound],
  answer: z.unknown(),
  answerKind: 'binary',
});

/** The logo of the tenant's first studio that has one (a tenant-level logo before a studio is chosen). */
export const getAnyStudioLogo = defineCall({
  id: 'studioDetails.getAnyLogo',
  method: 'GET',
  path: '/nox/public/v1/studios/any/logo',
  auth: 'public',
  query: z.object({ tenant: tenantKey.optional() }),
  errors: [ErrorCodes.tenantRequired, StudioErrors.logoNotFound],
  answer: z.unknown(),
  answerKind: 'binary',
});

const tenantQuery = z.object({ tenant: tenantKey.optional() });

/** The home studio of the customer the member is connected to in the tenant (query, x-tenant, else the first). */
export const getHomeStudio = defineCall({
  id: 'studioDetails.getHomeStudio',
  method: 'GET',
  path: '/nox/v1/studios/home',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: tenantQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: studioSchema,
});

export const sepaAgreementSchema = z.object({
  tenant: z.string(),
  studioId: z.number().int(),
  creditorName: z.string(),
  creditorIdentifier: z.string(),
  creditorAddress: z.string(),
  /** The mandate text (HTML) the member agrees to. */
  mandateText: z.string(),
  locale: z.string(),
});

export const getSepaAgreement = defineCall({
  id: 'studioDetails.getSepaAgreement',
  method: 'GET',
  path: '/nox/v1/studios/sepa/agreement',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: tenantQuery.extend(localeQuery.shape),
  errors: [ErrorCodes.studioNotFound, StudioErrors.sepaAgreementNotFound],
  answer: sepaAgreementSchema,
});

export const trainingSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** How many people the area holds at once (check-in reservations book against it). */
  capacity: z.number().int(),
});

export const getTrainingSectionConfiguration = defineCall({
  id: 'studioDetails.getTrainingSectionConfiguration',
  method: 'GET',
  path: '/nox/public/v1/facilities/{facilityId}/trainingsectionconfiguration',
  auth: 'public',
  params: z.object({ facilityId: studioNumber }),
  query: localeQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.object({
    facilityId: z.number().int(),
    enabled: z.boolean(),
    sections: z.array(trainingSectionSchema),
  }),
});

export const quickConnectMethods = ['EMAIL', 'CUSTOMER_CODE', 'IBAN', 'IBAN_SUFFIX'] as const;

/** Whether members can connect their account to the studio's tenant in one step, and how. */
export const getQuickConnect = defineCall({
  id: 'studioDetails.getQuickConnect',
  method: 'GET',
  path: '/nox/public/v1/mysports/quickconnect',
  auth: 'public',
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: z.object({
    studioId: z.number().int(),
    tenant: z.string(),
    enabled: z.boolean(),
    methods: z.array(z.enum(quickConnectMethods)),
  }),
});

export type Weekday = (typeof weekdays)[number];
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type StudioDetail = z.infer<typeof studioDetailSchema>;
export type StudioRating = z.infer<typeof ratingSchema>;
export type FacilityGroupConfig = z.infer<typeof facilityGroupConfigSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategoryCount = z.infer<typeof categoryCountSchema>;
export type FeatureCategory = z.infer<typeof featureCategorySchema>;
export type BookingOption = z.infer<typeof bookingOptionSchema>;
export type BookingOptionType = (typeof bookingOptionTypes)[number];
export type AdditionalMenuEntry = z.infer<typeof additionalMenuEntrySchema>;
export type SepaAgreement = z.infer<typeof sepaAgreementSchema>;
export type TrainingSection = z.infer<typeof trainingSectionSchema>;
export type QuickConnectMethod = (typeof quickConnectMethods)[number];
