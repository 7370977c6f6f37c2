import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, SingleAppointmentErrors, StudioErrors } from '../errors/index.ts';
import { localeTag, numericId } from '../schemas.ts';
import { addressSchema } from './studios.ts';

/** Free text as typed into the studio finder. */
const searchText = z.string().trim().max(100);
const code = z.string().trim().min(1).max(40);
const shortName = z.string().trim().min(1).max(64);

/** The filters every studio list of the portal client API understands. */
export const studioFilterQuery = z.object({
  /** Matched against name, city, postcode, street and state, accents and umlauts folded (München = Muenchen). */
  query: searchText.optional(),
  /** With lng: the answer carries distanceKm and is sorted by it (after text relevance). */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /** Only studios within this distance of lat/lng. */
  radiusKm: z.coerce.number().positive().max(20_000).optional(),
  tenant: shortName.optional(),
  facilityGroup: shortName.optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  category: code.optional(),
  feature: code.optional(),
  locale: localeTag.optional(),
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

function coordinatesTogether(query: { lat?: number | undefined; lng?: number | undefined }): boolean {
  return (query.lat === undefined) === (query.lng === undefined);
}

const coordinatesMessage = { message: 'lat and lng go together', path: ['lat'] };

export const studioListQuery = studioFilterQuery
  .extend(pageQuery.shape)
  .refine(coordinatesTogether, coordinatesMessage);
const studioCountQuery = studioFilterQuery.refine(coordinatesTogether, coordinatesMessage);

/** A studio as the finder lists it ("public studio" of spec 000 section 3, plus what a result list shows). */
export const publicStudioSchema = z.object({
  id: z.number().int(),
  studioUuid: z.string(),
  /** The slug of the studio page address; `/v1/public/studios/{alias}` also takes the id and the studio uuid. */
  alias: z.string(),
  name: z.string(),
  magiclineTenant: z.string(),
  facilityGroup: z.string().nullable(),
  studioType: z.number().int(),
  zoneId: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  address: addressSchema,
  studioProperties: z.object({ houseNumberFirst: z.boolean(), hasState: z.boolean() }),
  categories: z.array(z.string()),
  features: z.array(z.string()),
  universalCheckIn: z.boolean(),
  /** Kilometres from lat/lng, two decimals; null without coordinates in the query. */
  distanceKm: z.number().nullable(),
});

export const studioPageSchema = z.object({
  content: z.array(publicStudioSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});

const listAnswer = { query: studioListQuery, answer: studioPageSchema } as const;

export const searchStudios = defineCall({
  id: 'discovery.searchStudios',
  method: 'GET',
  path: '/v1/public/studios',
  auth: 'public',
  ...listAnswer,
});

export const listStudiosForBookingPortal = defineCall({
  id: 'discovery.forBookingPortal',
  method: 'GET',
  path: '/v1/public/studios/forbookingportal',
  auth: 'public',
  ...listAnswer,
});

export const listStudiosForMySportsGuest = defineCall({
  id: 'discovery.forMySportsGuest',
  method: 'GET',
  path: '/v1/public/studios/formysportsguest',
  auth: 'public',
  ...listAnswer,
});

export const listStudiosForStudioConnect = defineCall({
  id: 'discovery.forStudioConnect',
  method: 'GET',
  path: '/v1/public/studios/forstudioconnect',
  auth: 'public',
  errors: [ErrorCodes.tenantRequired],
  ...listAnswer,
});

export const listStudiosForWhitelabelApp = defineCall({
  id: 'discovery.forWhitelabelApp',
  method: 'GET',
  path: '/v1/public/studios/forwhitelabelapp',
  auth: 'public',
  errors: [StudioErrors.facilityGroupRequired],
  ...listAnswer,
});

export const listStudiosForWhitelabelPortal = defineCall({
  id: 'discovery.forWhitelabelPortal',
  method: 'GET',
  path: '/v1/public/studios/forwhitelabelportal',
  auth: 'public',
  errors: [StudioErrors.facilityGroupRequired],
  ...listAnswer,
});

export const listStudiosForWhitelabelAppKebab = defineCall({
  id: 'discovery.forWhitelabelAppKebab',
  method: 'GET',
  path: '/v1/public/studios/for-whitelabel-app',
  auth: 'public',
  errors: [StudioErrors.facilityGroupRequired],
  ...listAnswer,
});

export const listStudiosForWhitelabelPortalKebab = defineCall({
  id: 'discovery.forWhitelabelPortalKebab',
  method: 'GET',
  path: '/v1/public/studios/for-whitelabel-portal',
  auth: 'public',
  errors: [StudioErrors.facilityGroupRequired],
  ...listAnswer,
});

export const listUniversalCheckInFacilities = defineCall({
  id: 'discovery.universalCheckInFacilities',
  method: 'GET',
  path: '/v1/public/universal-check-in/facilities',
  auth: 'public',
  ...listAnswer,
});

export const filterStudioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  facilityGroup: z.string().nullable(),
  /** With the benefitId filter: this studio's single-appointment benefit of the same name. */
  benefitId: z.number().int().optional(),
});

const filterStudiosQuery = studioFilterQuery
  .extend({
    /** Only the studios of the benefit's tenant that offer this single-appointment benefit (by name). */
    benefitId: numericId.optional(),
  })
  .refine(coordinatesTogether, coordinatesMessage);

/** A compact list for filter drop-downs (at most 500 studios, by city and name). */
export const listStudiosForFilters = defineCall({
  id: 'discovery.forFilters',
  method: 'GET',
  path: '/v1/public/studios/forfilters',
  auth: 'public',
  query: filterStudiosQuery,
  errors: [SingleAppointmentErrors.benefitNotFound],
  answer: z.array(filterStudioSchema),
});

export const countStudios = defineCall({
  id: 'discovery.countStudios',
  method: 'GET',
  path: '/v1/public/studios/count',
  auth: 'public',
  query: studioCountQuery,
  answer: z.object({ count: z.number().int() }),
});

export const cityCountSchema = z.object({
  city: z.string(),
  countryCode: z.string(),
  count: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const countStudiosByCity = defineCall({
  id: 'discovery.countByCity',
  method: 'GET',
  path: '/v1/public/studios/countbycity',
  auth: 'public',
  query: studioCountQuery,
  answer: z.array(cityCountSchema),
});

export const studioCountrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  studioCount: z.number().int(),
});

/** The countries that have studios (the finder's country filter); `/nox/public/v1/countries` lists all countries. */
export const getStudioCountries = defineCall({
  id: 'discovery.getCountries',
  method: 'GET',
  path: '/v1/public/countries',
  auth: 'public',
  query: z.object({ locale: localeTag.optional() }),
  answer: z.array(studioCountrySchema),
});

export const placeTypes = ['CITY', 'POSTCODE', 'REGION'] as const;

export const placeSchema = z.object({
  /** Stable within one place search implementation, e.g. `city:de:munchen`. */
  id: z.string(),
  type: z.enum(placeTypes),
  name: z.string(),
  /** What a result list shows: "München, Bayern, Deutschland". */
  label: z.string(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  countryCode: z.string().length(2),
  latitude: z.number(),
  longitude: z.number(),
});

const countryList = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'comma-separated country codes like de,ch,at')
  .transform((value) => value.toUpperCase().split(','));

/** Place autocomplete of the finder (spec 001 section 7.6: at most 6, countries de, ch, at; Motus adds us). */
export const autocompletePlaces = defineCall({
  id: 'discovery.autocompletePlaces',
  method: 'GET',
  path: '/v1/public/places',
  auth: 'public',
  query: z.object({
    query: searchText.min(1),
    countries: countryList.optional(),
    limit: z.coerce.number().int().min(1).max(6).default(6),
  }),
  answer: z.array(placeSchema),
});

/** Forward geocoding: the places a whole text names, best first (the spec's call uses limit 1). */
export const searchPlaces = defineCall({
  id: 'discovery.searchPlaces',
  method: 'GET',
  path: '/v1/public/places/search',
  auth: 'public',
  query: z.object({
    query: searchText.min(1),
    country: countryList.optional(),
    limit: z.coerce.number().int().min(1).max(10).default(1),
  }),
  answer: z.array(placeSchema),
});

/** Reverse geocoding: the nearest known place and its region (404 when nothing is within 100 km). */
export const reversePlace = defineCall({
  id: 'discovery.reversePlace',
  method: 'GET',
  path: '/v1/public/places/reverse',
  auth: 'public',
  query: z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  errors: [StudioErrors.placeNotFound],
  answer: placeSchema,
});

export type StudioFilterQuery = z.output<typeof studioFilterQuery>;
export type StudioListQuery = z.output<typeof studioListQuery>;
export type PublicStudio = z.infer<typeof publicStudioSchema>;
export type StudioPage = z.infer<typeof studioPageSchema>;
export type FilterStudio = z.infer<typeof filterStudioSchema>;
export type CityCount = z.infer<typeof cityCountSchema>;
export type StudioCountry = z.infer<typeof studioCountrySchema>;
export type Place = z.infer<typeof placeSchema>;
export type PlaceType = (typeof placeTypes)[number];
