import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { isoDateTime, studioNumber } from '../schemas.ts';

export const contactTypes = ['PHONE', 'WEBSITE', 'EMAIL', 'FAX'] as const;

export const addressSchema = z.object({
  street: z.string(),
  houseNumber: z.string().nullable(),
  city: z.string(),
  zip: z.string(),
  zipCode: z.string(),
  provinceCode: z.string().nullable(),
  country: z.string(),
  countryCode: z.string().length(2),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const contactSchema = z.object({ type: z.enum(contactTypes), value: z.string() });

export const closingHoursSchema = z.object({
  from: isoDateTime,
  until: isoDateTime,
  reason: z.string().nullable(),
});

export const studioSchema = z.object({
  id: z.number().int(),
  /** The studio route parameter: base64 of `tenant:organisationUnitId`. */
  studioUuid: z.string(),
  name: z.string(),
  zoneId: z.string(),
  magiclineTenant: z.string(),
  /** The white-label brand (studio group) the studio belongs to, if any. */
  facilityGroup: z.string().nullable(),
  magiclineId: z.number().int(),
  studioType: z.number().int(),
  currencyCode: z.string().length(3),
  locale: z.string(),
  logo: z.string().nullable(),
  address: addressSchema,
  contacts: z.array(contactSchema),
  studioProperties: z.object({ houseNumberFirst: z.boolean(), hasState: z.boolean() }),
  closingHoursDtos: z.array(closingHoursSchema),
  /** Members may cancel their membership online (the footer's 'Cancel memberships here', spec 000 section 2.6). */
  onlineCancellationEnabled: z.boolean(),
});

export const tenantInfoSchema = z.object({
  publicTenantName: z.string(),
  tenantName: z.string(),
  connectedTenant: z.boolean(),
  studios: z.array(z.object({ id: z.number().int(), zoneId: z.string() })),
  tenantLogo: z.string().nullable(),
  organizationUnitId: z.number().int().nullable(),
  studioUuid: z.string().nullable(),
  error: z.boolean(),
});

const tenantName = z.string().trim().min(1).max(64);

export const listPublicStudios = defineCall({
  id: 'studios.listPublic',
  method: 'GET',
  path: '/nox/public/v1/studios',
  auth: 'public',
  query: z.object({ tenant: tenantName.optional() }),
  answer: z.array(studioSchema),
});

export const getPublicStudio = defineCall({
  id: 'studios.getPublic',
  method: 'GET',
  path: '/nox/public/v1/studios/{studioId}',
  auth: 'public',
  params: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: studioSchema,
});

export const getPublicTenant = defineCall({
  id: 'studios.getPublicTenant',
  method: 'GET',
  path: '/nox/public/v1/tenant',
  auth: 'public',
  query: z.object({ tenant: tenantName.optional(), organizationUnitId: studioNumber.optional() }),
  errors: [ErrorCodes.studioNotFound, ErrorCodes.tenantNotFound],
  answer: tenantInfoSchema,
});

export type Studio = z.infer<typeof studioSchema>;
export type StudioAddress = z.infer<typeof addressSchema>;
export type StudioContact = z.infer<typeof contactSchema>;
export type TenantInfo = z.infer<typeof tenantInfoSchema>;
