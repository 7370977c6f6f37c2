import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { numericId, tenantKey } from '../schemas.ts';
import { dateOfBirth, emailAddress, iban, requiredText } from '../validation.ts';
import { studioConnectSchema } from './identity.ts';

/** The tenant whose customers are searched; the x-tenant header when left out. */
const tenant = tenantKey.optional();
/** The studio of the tenant the member chose to connect to; the customer's home studio when left out. */
const studioId = numericId.optional();
const customerCode = requiredText(32);

function connectCall<S extends z.ZodRawShape>(id: string, path: string, details: S) {
  return defineCall({
    id: `studioConnect.${id}`,
    method: 'POST',
    path: `/v1/me/studioconnects/${path}`,
    auth: 'member',
    body: z.object({ ...details, tenant, studioId }),
    errors: [
      ErrorCodes.tenantRequired,
      ErrorCodes.studioNotFound,
      ErrorCodes.customerNotFound,
      ErrorCodes.alreadyConnected,
      ErrorCodes.customerAlreadyConnected,
      ErrorCodes.tooManyRequests,
    ],
    answer: studioConnectSchema,
  });
}

/** The customer code printed on the membership card, with the date of birth as a second factor. */
export const connectWithCustomerCode = connectCall('withCustomerCode', 'withcustomercode', {
  customerCode,
  dateOfBirth,
});

/** A verified address of the account (the login e-mail when left out) that the studio has on file. */
export const connectWithEmail = connectCall('withEmail', 'withemail', { email: emailAddress.optional() });

export const connectWithIban = connectCall('withIban', 'withiban', { iban, dateOfBirth });

/** The last four characters of the IBAN on file, with the customer code. */
export const connectWithIbanSuffix = connectCall('withIbanSuffix', 'withibansuffix', {
  customerCode,
  ibanSuffix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/)
    .transform((value) => value.toUpperCase()),
});

export const disconnectStudio = defineCall({
  id: 'studioConnect.disconnect',
  method: 'DELETE',
  path: '/v1/me/studioconnects/{studioConnectId}',
  auth: 'member',
  params: z.object({ studioConnectId: z.uuid() }),
  errors: [ErrorCodes.studioConnectNotFound],
  answer: z.undefined(),
  answerKind: 'empty',
});
