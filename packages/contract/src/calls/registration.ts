import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { localeTag } from '../schemas.ts';
import { acceptedCheckbox, emailAddress, password, personName, verificationCode } from '../validation.ts';
import { userInfoSchema } from './identity.ts';

const verificationBody = z.object({ code: verificationCode, email: emailAddress });

/** Creates an unverified account and mails a registration code; nobody is logged in until the code is verified. */
export const register = defineCall({
  id: 'registration.register',
  method: 'POST',
  path: '/v3/public/register',
  auth: 'public',
  body: z.object({
    firstName: personName,
    lastName: personName,
    email: emailAddress,
    password,
    acceptTermsAndConditions: acceptedCheckbox,
    locale: localeTag.optional(),
  }),
  errors: [ErrorCodes.emailAlreadyRegistered, ErrorCodes.tooManyRequests],
  answer: z.object({ email: z.string() }),
});

export const verifyRegistration = defineCall({
  id: 'registration.verify',
  method: 'POST',
  path: '/v1/public/verify',
  auth: 'public',
  body: verificationBody,
  errors: [ErrorCodes.invalidCode, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

/** Verifies and logs in (sets the session cookie). */
export const verifyRegistrationAndLogin = defineCall({
  id: 'registration.verifyAndLogin',
  method: 'POST',
  path: '/v2/public/verify',
  auth: 'public',
  body: verificationBody,
  errors: [ErrorCodes.invalidCode, ErrorCodes.tooManyRequests],
  answer: userInfoSchema,
});

const registerUuid = z.uuid();

/** A studio's invitation to register (the /login-register/:registerUuid link): the customer data it was made for. */
export const quickRegistrationSchema = z.object({
  registerUuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tenant: z.string(),
  studioId: z.number().int(),
  studioName: z.string(),
});

export const getQuickRegistration = defineCall({
  id: 'registration.getQuickRegistration',
  method: 'GET',
  path: '/v2/public/quickregister',
  auth: 'public',
  query: z.object({ registerUuid }),
  errors: [ErrorCodes.quickRegistrationNotFound],
  answer: quickRegistrationSchema,
});

/** Creates a verified account connected to the invited customer, and logs in. */
export const quickRegister = defineCall({
  id: 'registration.quickRegister',
  method: 'POST',
  path: '/v2/public/quickregister/register',
  auth: 'public',
  body: z.object({ registerUuid, password, acceptTermsAndConditions: acceptedCheckbox }),
  errors: [ErrorCodes.quickRegistrationNotFound, ErrorCodes.emailAlreadyRegistered, ErrorCodes.tooManyRequests],
  answer: userInfoSchema,
});

export type QuickRegistration = z.infer<typeof quickRegistrationSchema>;
