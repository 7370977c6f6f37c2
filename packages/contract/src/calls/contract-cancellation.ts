import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { isoDateTime, studioNumber } from '../schemas.ts';
import { dateOfBirth, emailAddress, personName, requiredText } from '../validation.ts';
import { cancelationKinds } from './contracts.ts';

const optionalNumber = z.string().trim().max(40).optional();

/**
 * A cancellation without login (§312k BGB): only what identifies the contract, the kind of cancellation (an
 * extraordinary one with its reason) and the wished end date, none for the next possible date.
 */
export const contractCancellationRequestBody = z
  .object({
    studioId: studioNumber,
    firstName: personName,
    lastName: personName,
    dateOfBirth,
    email: emailAddress,
    customerNumber: optionalNumber,
    contractNumber: optionalNumber,
    kind: z.enum(cancelationKinds),
    reason: requiredText(500).optional(),
    wishedDate: z.iso.date().optional(),
    /** The person's UI locale, for the confirmation mail and its PDF. */
    locale: z.string().min(2).max(10).optional(),
  })
  .refine((body) => body.kind === 'ORDINARY' || body.reason !== undefined, {
    path: ['reason'],
    message: 'An extraordinary cancellation needs a reason',
  });

/**
 * Every well-formed request is received and answered alike, whether or not it matches a contract, so that nobody learns
 * whether a stranger holds one; the studio resolves a request that matches none.
 */
export const contractCancellationReceiptSchema = z.object({
  requestId: z.uuid(),
  receivedAt: isoDateTime,
  studioName: z.string(),
});

export const requestContractCancellation = defineCall({
  id: 'contractCancellation.request',
  method: 'POST',
  path: '/v1/public/contract-cancellations',
  auth: 'public',
  body: contractCancellationRequestBody,
  answer: contractCancellationReceiptSchema,
  errors: [ErrorCodes.studioNotFound, ErrorCodes.tooManyRequests],
});

export type ContractCancellationRequest = z.infer<typeof contractCancellationRequestBody>;
export type ContractCancellationReceipt = z.infer<typeof contractCancellationReceiptSchema>;
