import { z } from 'zod';

/** A typed argument of an error item (spec 000 section 3): TIMESTAMP values are shown as local date-times. */
export const typedArgSchema = z.object({
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

export const errorItemSchema = z.object({
  errorCode: z.string(),
  typedArgs: z.array(typedArgSchema),
});

/** The error body of every failed call (DESIGN.md section 3, API conventions). */
export const errorBodySchema = z.object({
  errorCode: z.string(),
  errorMessage: z.string().optional(),
  traceId: z.string(),
  errors: z.array(errorItemSchema).optional(),
});

export type TypedArg = z.infer<typeof typedArgSchema>;
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ErrorCodes = {
  routeNotFound: 'ROUTE_NOT_FOUND',
  validationFailed: 'VALIDATION_FAILED',
  invalidValue: 'INVALID_VALUE',
  notLoggedIn: 'NOT_LOGGED_IN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  studioNotFound: 'STUDIO_NOT_FOUND',
  tenantNotFound: 'TENANT_NOT_FOUND',
  whitelabelNotFound: 'WHITELABEL_CONFIG_NOT_FOUND',
  translationNotFound: 'TRANSLATION_NOT_FOUND',
  missingClientType: 'MISSING_CLIENT_TYPE',
  crossOriginRequest: 'CROSS_ORIGIN_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** Items of a 429 TOO_MANY_REQUESTS that say which abuse limit a guest met (docs/operations.md, "Abuse limits"). */
  guestSourceLimit: 'GUEST_SOURCE_LIMIT',
  guestEmailLimit: 'GUEST_EMAIL_LIMIT',
  unpaidPlacesLimit: 'UNPAID_PLACES_LIMIT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongPassword: 'WRONG_PASSWORD',
  invalidCode: 'INVALID_VERIFICATION_CODE',
  emailAlreadyRegistered: 'EMAIL_ALREADY_REGISTERED',
  emailNotFound: 'EMAIL_NOT_FOUND',
  tenantRequired: 'TENANT_REQUIRED',
  customerNotFound: 'CUSTOMER_NOT_FOUND',
  /** A customer call in a tenant the account has no customer of. */
  notConnectedToTenant: 'NOT_CONNECTED_TO_TENANT',
  /** A staff call by an account that is no employee of a tenant. */
  notStaff: 'NOT_STAFF',
  alreadyConnected: 'ALREADY_CONNECTED',
  customerAlreadyConnected: 'CUSTOMER_ALREADY_CONNECTED',
  studioConnectNotFound: 'STUDIO_CONNECT_NOT_FOUND',
  quickRegistrationNotFound: 'QUICK_REGISTRATION_NOT_FOUND',
  loginUnlockNotFound: 'LOGIN_UNLOCK_NOT_FOUND',
  imageNotFound: 'IMAGE_NOT_FOUND',
  supportNotConfigured: 'SUPPORT_NOT_CONFIGURED',
  internal: 'INTERNAL_ERROR',
} as const;
