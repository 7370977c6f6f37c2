import { z } from 'zod';

/** Translation keys of the field messages (spec 000 and 002 section 5); server and web forms share them. */
export const ValidationMessages = {
  required: 'commons.validation.required',
  tooLong: 'commons.validation.max',
  email: 'commons.validation.email',
  password: 'commons.validation.password',
  name: 'commons.validation.name',
  iban: 'commons.validation.iban',
  date: 'commons.validation.date',
  phone: 'commons.validation.phone',
  code: 'commons.validation.code',
  terms: 'commons.validation.terms',
  migrationTerms: 'noxweb.register.terms.error',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound keeps hashing cost bounded; no real password is longer. */
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;

const required = { error: ValidationMessages.required };

/** A non-empty, trimmed string of at most `max` characters. */
export function requiredText(max = 255) {
  return z.string(required).trim().min(1, required).max(max, { error: ValidationMessages.tooLong });
}

export const emailAddress = requiredText(254).pipe(z.email({ error: ValidationMessages.email }));

/** At least 8 characters with at least one letter and one digit. */
export const password = z
  .string(required)
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { error: ValidationMessages.password })
  .max(PASSWORD_MAX_LENGTH, { error: ValidationMessages.tooLong })
  .regex(/\p{L}/u, { error: ValidationMessages.password })
  .regex(/\d/, { error: ValidationMessages.password });

/** Name-like fields: letters (accented too), space, hyphen and dot, with at least one letter. */
export const personName = requiredText(100).regex(/^(?=.*\p{L})[\p{L}\p{M} .-]+$/u, {
  error: ValidationMessages.name,
});

export const verificationCode = z
  .string(required)
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: ValidationMessages.code });

export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()/-]{4,30}$/, { error: ValidationMessages.phone });

export const dateOfBirth = z.iso.date({ error: ValidationMessages.date });

export const acceptedCheckbox = z.literal(true, { error: ValidationMessages.terms });

function ibanDigits(iban: string): string {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  return [...rearranged].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');
}

/** ISO 13616: country code, two check digits, and a remainder of 1 modulo 97. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const digit of ibanDigits(iban)) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Display form: upper case in blocks of four (spec 002 section 5). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export const iban = z.string(required).transform(normalizeIban).refine(isValidIban, { error: ValidationMessages.iban });
