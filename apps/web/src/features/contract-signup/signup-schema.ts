import {
  type ContractPublicConfig,
  contractPaymentMethods,
  dateOfBirth,
  documentTypes,
  emailAddress,
  genders,
  isValidIban,
  personName,
  phoneNumber,
  requiredText,
} from '@motus/contract';
import { z } from 'zod';
import { birthDate, MESSAGES } from '../../lib/validators.ts';

const optionalText = (max: number) => z.string().trim().max(max, { error: MESSAGES.tooLong });

/** A real date at least 18 years back (spec 000 section 5). */
export const adultBirthDate = requiredText(10)
  .pipe(dateOfBirth)
  .refine((value) => birthDate(value) === undefined, { error: MESSAGES.minAge });

/** Personal data: the tax id and the identity document only where the studio requires them. */
export function personalSchema(config: Pick<ContractPublicConfig, 'taxIdRequired' | 'documentRequired'>) {
  return z.object({
    firstName: personName,
    lastName: personName,
    email: emailAddress,
    phone: z.union([z.literal(''), phoneNumber]),
    dateOfBirth: adultBirthDate,
    gender: z.union([z.literal(''), z.enum(genders)]),
    placeOfBirth: optionalText(100),
    taxId: config.taxIdRequired ? requiredText(40) : optionalText(40),
    documentType: config.documentRequired
      ? z.enum(documentTypes, { error: MESSAGES.required })
      : z.union([z.literal(''), z.enum(documentTypes)]),
    documentNumber: config.documentRequired ? requiredText(40) : optionalText(40),
  });
}

/** The address; a state (US) or province (Italy) where the studio's country has them. */
export function addressSchema(needsProvince: boolean) {
  return z.object({
    street: requiredText(100),
    houseNumber: requiredText(20),
    zip: requiredText(12),
    city: requiredText(100),
    provinceCode: needsProvince ? requiredText(10) : z.string(),
  });
}

/** SEPA needs a valid IBAN, the account holder and the mandate accepted; other methods need nothing more. */
export const paymentSchema = z
  .object({
    method: z.enum(contractPaymentMethods),
    iban: z.string(),
    bic: z.string(),
    accountHolder: z.string().max(140, { error: MESSAGES.tooLong }),
    sepaAgreementAccepted: z.boolean(),
  })
  .superRefine((payment, context) => {
    if (payment.method !== 'SEPA') return;
    const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!payment.iban) fail('iban', MESSAGES.required);
    else if (!isValidIban(payment.iban)) fail('iban', MESSAGES.iban);
    if (!payment.accountHolder.trim()) fail('accountHolder', MESSAGES.required);
    if (!payment.sepaAgreementAccepted) fail('sepaAgreementAccepted', MESSAGES.textBlockNamed);
  });
