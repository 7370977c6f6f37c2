import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { numericId } from '../schemas.ts';
import { paymentMethodTypes } from './checkouts.ts';

/** The ways a studio's checkouts can be paid (the provider's methods for the studio's currency). */
export const availablePaymentTypesSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentTypes: z.array(z.enum(paymentMethodTypes)),
});

/** The spec spells this path "availabe". */
export const listAvailablePaymentTypes = defineCall({
  id: 'paymentInstruments.listAvailablePaymentTypes',
  method: 'GET',
  path: '/v2/public/paymentinstruments/availabe-payment-types',
  auth: 'public',
  query: z.object({ studioId: numericId }),
  answer: availablePaymentTypesSchema,
});

export type AvailablePaymentTypes = z.infer<typeof availablePaymentTypesSchema>;
