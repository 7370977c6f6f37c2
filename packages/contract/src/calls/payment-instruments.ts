import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, InstrumentErrors, TokenizationErrors, tokenizationStartErrors } from '../errors/index.ts';
import { isoDateTime, studioNumber } from '../schemas.ts';
import { paymentMethodTypes, returnPath } from './checkouts.ts';

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
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: availablePaymentTypesSchema,
});

/** A saved way to pay of the portal account: what the member recognises it by, never the provider's token. */
export const paymentInstrumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(paymentMethodTypes),
  /** "Visa •••• 4242", "PayPal anna@…". */
  label: z.string(),
  holderName: z.string().nullable(),
  /** MM/YY of a card. */
  expiry: z.string().nullable(),
  preferred: z.boolean(),
  createdAt: isoDateTime,
});

/** The methods that can be saved as an instrument in a currency. */
export const savablePaymentMethodsSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  paymentMethods: z.array(z.enum(paymentMethodTypes)),
});

export const tokenizationStates = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELED'] as const;

/** A started tokenization: the provider's page where the buyer enters what is saved. */
export const tokenizationStartSchema = z.object({
  tokenizationReference: z.string(),
  redirectUrl: z.string(),
});

export const tokenizationStateSchema = z.object({
  tokenizationReference: z.string(),
  method: z.enum(paymentMethodTypes),
  state: z.enum(tokenizationStates),
  /** The saved instrument once COMPLETED. */
  instrument: paymentInstrumentSchema.nullable(),
});

/**
 * Where the provider sends the browser back to; the server adds `tokenizationReference` and `result`
 * (success, cancel or failure) to its query. Without one, the portal's settings page.
 */
const startTokenizationFields = {
  returnPath: returnPath.optional(),
  /** The studio whose currency decides the methods; else the member's home studio. */
  studioId: studioNumber.optional(),
};

export const startInstrumentBody = z.object(startTokenizationFields).default({});

export const initiateTokenizationBody = z.object({
  method: z.enum(paymentMethodTypes),
  ...startTokenizationFields,
});

const byInstrumentId = z.object({ id: z.uuid() });
const byTokenizationReference = z.object({ tokenizationReference: z.string().min(16).max(200) });

export const listPaymentInstruments = defineCall({
  id: 'paymentInstruments.list',
  method: 'GET',
  path: '/v2/paymentinstruments',
  auth: 'member',
  answer: z.array(paymentInstrumentSchema),
});

export const preferPaymentInstrument = defineCall({
  id: 'paymentInstruments.prefer',
  method: 'POST',
  path: '/v2/paymentinstruments/{id}/prefer',
  auth: 'member',
  params: byInstrumentId,
  errors: [InstrumentErrors.notFound],
  answer: paymentInstrumentSchema,
});

export const archivePaymentInstrument = defineCall({
  id: 'paymentInstruments.archive',
  method: 'POST',
  path: '/v2/paymentinstruments/{id}/archive',
  auth: 'member',
  params: byInstrumentId,
  answerKind: 'empty',
  errors: [InstrumentErrors.notFound],
  answer: z.undefined(),
});

/** The path segments of the instrument types that are saved through their own call, and their method. */
export const instrumentSegments = {
  bancontactcard: 'BANCONTACT',
  creditcard: 'CREDIT_CARD',
  ideal: 'IDEAL',
  paypal: 'PAYPAL',
  twint: 'TWINT',
} as const satisfies Record<string, (typeof paymentMethodTypes)[number]>;

type InstrumentSegment = keyof typeof instrumentSegments;

function startInstrumentCall(prefix: 'v1' | 'v3' | 'v3/public', segment: InstrumentSegment) {
  const isPublic = prefix === 'v3/public';
  return defineCall({
    id: `paymentInstruments.${isPublic ? 'public' : prefix}.start.${segment}`,
    method: 'POST',
    path: `/${prefix}/paymentinstruments/${segment}`,
    auth: isPublic ? 'public' : 'member',
    body: startInstrumentBody,
    errors: tokenizationStartErrors,
    answer: tokenizationStartSchema,
  });
}

const instrumentSegmentList = Object.keys(instrumentSegments) as InstrumentSegment[];

/** Start saving an instrument of a type: member v3, public v3 and the older PayPal call. */
export const startInstrumentCalls = [
  ...(['v3', 'v3/public'] as const).flatMap((prefix) =>
    instrumentSegmentList.map((segment) => ({ segment, call: startInstrumentCall(prefix, segment) })),
  ),
  { segment: 'paypal' as InstrumentSegment, call: startInstrumentCall('v1', 'paypal') },
];

export const listSavablePaymentMethods = defineCall({
  id: 'paymentInstruments.listSavableMethods',
  method: 'GET',
  path: '/v3/public/paymentinstruments/payment-methods',
  auth: 'public',
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: savablePaymentMethodsSchema,
});

export const initiateTokenization = defineCall({
  id: 'tokenization.initiate',
  method: 'POST',
  path: '/v1/tokenization/initiate',
  auth: 'member',
  body: initiateTokenizationBody,
  errors: [...tokenizationStartErrors],
  answer: tokenizationStartSchema,
});

export const completeTokenization = defineCall({
  id: 'tokenization.complete',
  method: 'POST',
  path: '/v1/tokenization/{tokenizationReference}/complete',
  auth: 'member',
  params: byTokenizationReference,
  errors: [TokenizationErrors.notFound],
  answer: tokenizationStateSchema,
});

export const getTokenizationState = defineCall({
  id: 'tokenization.state',
  method: 'GET',
  path: '/v1/tokenization/{tokenizationReference}/state',
  auth: 'member',
  params: byTokenizationReference,
  errors: [TokenizationErrors.notFound],
  answer: tokenizationStateSchema,
});

export const listTokenizationPaymentMethods = defineCall({
  id: 'tokenization.paymentMethods',
  method: 'GET',
  path: '/v1/tokenization/payment-methods',
  auth: 'member',
  query: z.object({ studioId: studioNumber.optional() }),
  errors: [ErrorCodes.studioNotFound],
  answer: savablePaymentMethodsSchema,
});

export type AvailablePaymentTypes = z.infer<typeof availablePaymentTypesSchema>;
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;
export type SavablePaymentMethods = z.infer<typeof savablePaymentMethodsSchema>;
export type TokenizationStart = z.infer<typeof tokenizationStartSchema>;
export type TokenizationState = z.infer<typeof tokenizationStateSchema>;
export type TokenizationStateValue = (typeof tokenizationStates)[number];
export type StartInstrumentBody = z.input<typeof startInstrumentBody>;
export type InitiateTokenizationBody = z.input<typeof initiateTokenizationBody>;
