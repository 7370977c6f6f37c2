import {
  emailAddress,
  formatIban,
  isValidIban,
  PASSWORD_MIN_LENGTH,
  password as passwordSchema,
  personName,
  ValidationMessages,
} from '@motus/contract';

/** A failed check: a translation key and the values its text interpolates. */
export interface ValidationMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type ValidationResult = ValidationMessage | undefined;
export type Validator<T> = (value: T) => ValidationResult;

/** Translation keys of spec 002 section 5 (commons.validation.*, in the ui catalogue). */
export const MESSAGES = {
  ...ValidationMessages,
  minValue: 'commons.validation.minValue',
  maxValue: 'commons.validation.maxValue',
  minLength: 'commons.validation.minLength',
  maxLength: 'commons.validation.maxLength',
  pastDate: 'commons.validation.pastDate',
  futureDate: 'commons.validation.futureDate',
  minAge: 'commons.validation.minAge',
  bic: 'commons.validation.bic',
  lines: 'commons.validation.lines',
  textBlock: 'commons.validation.textBlock',
  textBlockNamed: 'commons.validation.textBlockNamed',
  taxId: 'commons.validation.taxId',
  wrongValue: 'commons.validation.wrongValue',
  wrongValueFields: 'commons.validation.wrongValueFields',
} as const;

export const MINIMUM_AGE = 18;
export const BIRTH_YEAR_COUNT = 100;
/** formatIban is the IBAN display form: upper case in blocks of four. */
export { formatIban, PASSWORD_MIN_LENGTH };

function message(key: string, values?: ValidationMessage['values']): ValidationMessage {
  return values ? { key, values } : { key };
}

/** Runs the validators in order and answers the first failure. */
export function validate<T>(value: T, validators: readonly Validator<T>[]): ValidationResult {
  for (const validator of validators) {
    const result = validator(value);
    if (result) return result;
  }
  return undefined;
}

/** The text of a message through a translate function (i18next's `t` fits). */
export function messageText(
  translate: (key: string, values?: Record<string, string | number>) => string,
  result: ValidationMessage,
): string {
  return translate(result.key, result.values);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Numbers must be finite and strings non-empty (whitespace alone counts as empty); false (an unticked box) and empty
 * lists count as missing too.
 */
export function required(value: unknown, key: string = MESSAGES.required): ValidationResult {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : message(key);
  if (Array.isArray(value)) return value.length > 0 ? undefined : message(key);
  if (value === false || isBlank(value)) return message(key);
  return undefined;
}

type Measurable = number | string | null | undefined;

function limit(bound: 'min' | 'max', at: number, key?: string): Validator<Measurable> {
  return (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const measure = typeof value === 'number' ? value : value.length;
    const ok = bound === 'min' ? measure >= at : measure <= at;
    if (ok) return undefined;
    const fallback =
      typeof value === 'number'
        ? MESSAGES[bound === 'min' ? 'minValue' : 'maxValue']
        : MESSAGES[bound === 'min' ? 'minLength' : 'maxLength'];
    return message(key ?? fallback, { limit: at });
  };
}

/** Numbers by value, strings by length; empty values pass (that is `required`'s job). */
export function min(at: number, key?: string): Validator<Measurable> {
  return limit('min', at, key);
}

export function max(at: number, key?: string): Validator<Measurable> {
  return limit('max', at, key);
}

export function email(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return emailAddress.safeParse(value).success ? undefined : message(MESSAGES.email);
}

/** At least 8 characters with at least one letter and one digit. */
export function password(value: string | null | undefined): ValidationResult {
  if (!value) return undefined;
  return passwordSchema.safeParse(value).success ? undefined : message(MESSAGES.password);
}

/** Letters (accented too), space, hyphen and dot. */
export function name(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return personName.safeParse(value).success ? undefined : message(MESSAGES.name);
}

/** A lines field (a signature's strokes, or the lines of a text) needs at least one line with content. */
export function lines(value: readonly unknown[] | string | null | undefined): ValidationResult {
  const count =
    typeof value === 'string'
      ? value.split('\n').filter((line) => line.trim()).length
      : (value ?? []).filter((line) => !Array.isArray(line) || line.length > 0).length;
  return count > 0 ? undefined : message(MESSAGES.lines);
}

/** A checkbox text block must be accepted; the message names the block when it has a name. */
export function textBlock(accepted: boolean, blockName?: string): ValidationResult {
  if (accepted) return undefined;
  return blockName ? message(MESSAGES.textBlockNamed, { name: blockName }) : message(MESSAGES.textBlock);
}

export function terms(accepted: boolean): ValidationResult {
  return accepted ? undefined : message(MESSAGES.terms);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date from an ISO 'YYYY-MM-DD' string (local midnight) or a Date; null when it is not a real date. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function date(value: string | Date | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return toDate(value) ? undefined : message(MESSAGES.date);
}

/** Before today: today itself is neither past nor future, days are compared in local time. */
export function pastDate(value: string | Date | null | undefined, today = new Date()): ValidationResult {
  if (isBlank(value)) return undefined;
  const day = toDate(value);
  if (!day) return message(MESSAGES.date);
  return startOfDay(day) < startOfDay(today) ? undefined : message(MESSAGES.pastDate);
}

export function futureDate(value: string | Date | null | undefined, today = new Date()): ValidationResult {
  if (isBlank(value)) return undefined;
  const day = toDate(value);
  if (!day) return message(MESSAGES.date);
  return startOfDay(day) > startOfDay(today) ? undefined : message(MESSAGES.futureDate);
}

/** The latest birth date allowed: the same day 18 years ago (29 February falls back to 28 February). */
export function latestBirthDate(today = new Date()): Date {
  const latest = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  if (latest.getMonth() !== today.getMonth()) latest.setDate(0);
  return latest;
}

/** The birth-year list: the 100 years ending this year. */
export function birthYears(today = new Date()): number[] {
  const last = today.getFullYear();
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, index) => last - BIRTH_YEAR_COUNT + 1 + index);
}

function twoDigits(count: number): string[] {
  return Array.from({ length: count }, (_, index) => String(index + 1).padStart(2, '0'));
}

export const BIRTH_DAYS = twoDigits(31);
export const BIRTH_MONTHS = twoDigits(12);

/** A real date within the birth-year list, at least 18 years before today. */
export function birthDate(value: string | Date | null | undefined, today = new Date()): ValidationResult {
  if (isBlank(value)) return undefined;
  const day = toDate(value);
  if (!day || day.getFullYear() < (birthYears(today)[0] ?? 0)) return message(MESSAGES.date);
  return startOfDay(day) <= startOfDay(latestBirthDate(today))
    ? undefined
    : message(MESSAGES.minAge, { age: MINIMUM_AGE });
}

export function iban(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isValidIban(value ?? '') ? undefined : message(MESSAGES.iban);
}

/** ISO 9362: 4 letters for the institution, 2 for the country, 2 letters or digits for the location, optional branch. */
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function bic(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return BIC.test((value ?? '').replace(/\s+/g, '').toUpperCase()) ? undefined : message(MESSAGES.bic);
}

/** The identity-number check's error codes and the field each one names (spec 002 section 5). */
export const IDENTITY_FIELDS = {
  MISSING_DATE_OF_BIRTH: 'commons.validation.fields.dateOfBirth',
  MISSING_FIRSTNAME: 'commons.validation.fields.firstName',
  MISSING_GENDER: 'commons.validation.fields.gender',
  UNSUPPORTED_GENDER: 'commons.validation.fields.gender',
  MISSING_LASTNAME: 'commons.validation.fields.lastName',
  MISSING_PLACE_OR_COUNTRY_OF_BIRTH: 'commons.validation.fields.placeOrCountryOfBirth',
} as const;

export type IdentityErrorCode = keyof typeof IDENTITY_FIELDS;

export const INVALID_TAX_ID = 'INVALID_TAX_ID';

/**
 * The message for an identity-number check's error codes: INVALID_TAX_ID wins; otherwise 'Wrong or missing value'
 * with the named fields in brackets, each field key passed through `translate`.
 */
export function identityNumberMessage(
  codes: readonly string[],
  translate: (key: string) => string = (key) => key,
): ValidationResult {
  if (codes.length === 0) return undefined;
  if (codes.includes(INVALID_TAX_ID)) return message(MESSAGES.taxId);
  const fieldKeys = codes.flatMap((code) =>
    Object.hasOwn(IDENTITY_FIELDS, code) ? [IDENTITY_FIELDS[code as IdentityErrorCode]] : [],
  );
  if (fieldKeys.length === 0) return message(MESSAGES.wrongValue);
  return message(MESSAGES.wrongValueFields, { fields: [...new Set(fieldKeys)].map(translate).join(', ') });
}
