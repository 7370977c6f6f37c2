import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ContractErrors } from '../errors/contracts.ts';
import { errorItemSchema } from '../errors/error-body.ts';
import { genders } from './guest-booking.ts';

export const ibanBody = z.object({ iban: z.string().min(1).max(64) });

/** The BIC and bank name of an IBAN's bank; null where the bank code is not in the bundled directories. */
export const bankOfIbanSchema = z.object({
  iban: z.string(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
});

const bankOfIban = { body: ibanBody, answer: bankOfIbanSchema, errors: [ContractErrors.invalidIban] };

export const convertIbanToBic = defineCall({
  id: 'bank.convertIban',
  method: 'POST',
  path: '/nox/v1/bankaccount/converttobicandname',
  auth: 'member',
  ...bankOfIban,
});

export const convertIbanToBicPublic = defineCall({
  id: 'bank.convertIbanPublic',
  method: 'POST',
  path: '/nox/public/v1/bankaccount/converttobicandname',
  auth: 'public',
  ...bankOfIban,
});

/** A check's outcome: valid, or the items of what is wrong (spec 002 section 5 messages). */
export const fieldCheckSchema = z.object({
  valid: z.boolean(),
  errors: z.array(errorItemSchema.extend({ field: z.string(), message: z.string() })),
});

export const validateAccountHolder = defineCall({
  id: 'bank.validateAccountHolder',
  method: 'GET',
  path: '/nox/public/v1/bankaccount/validate/accountholder',
  auth: 'public',
  query: z.object({ accountHolder: z.string().max(200) }),
  answer: fieldCheckSchema,
});

/** A tax id and what its check digits encode (the codice fiscale encodes name, birth date, sex and place). */
export const taxIdBody = z.object({
  taxId: z.string().min(1).max(40),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  dateOfBirth: z.iso.date().optional(),
  gender: z.enum(genders).optional(),
  placeOfBirth: z.string().max(100).optional(),
});

export const validateTaxId = defineCall({
  id: 'bank.validateTaxId',
  method: 'POST',
  path: '/nox/v1/validation/taxId',
  auth: 'member',
  body: taxIdBody,
  answer: fieldCheckSchema,
});

export type BankOfIban = z.infer<typeof bankOfIbanSchema>;
export type FieldCheck = z.infer<typeof fieldCheckSchema>;
export type TaxIdRequest = z.infer<typeof taxIdBody>;
