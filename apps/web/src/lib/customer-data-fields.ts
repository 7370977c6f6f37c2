import { formatIban } from '@motus/contract';
import type { TFunction } from 'i18next';
import { countryName, formatDate } from './intl.ts';

/** One line of the read-only data or of a pending change: the field's name and its value as shown. */
export interface Fact {
  field: string;
  text: string | null;
}

const COUNTRY_FIELDS = new Set(['countryCode', 'countryOfBirth']);

/**
 * A value as the member reads it. Values come from the answers (dates revived to `Date`s) and from a pending change's
 * value list, where the client revives a date field as well, so any field may arrive as a string or a `Date`.
 */
export function fieldText(field: string, value: unknown, t: TFunction, locale: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return formatDate(value, locale, 'UTC', 'medium');
  const text = String(value);
  if (field === 'dateOfBirth') return formatDate(text, locale, 'UTC', 'medium');
  if (field === 'gender') return t(`selfservice.gender.${text}`);
  if (COUNTRY_FIELDS.has(field)) return countryName(text, locale) ?? text;
  if (field === 'iban') return formatIban(text);
  return text;
}

/** The fields of a group's data (or of a change's values) in their order, as shown. */
export function factsOf(values: object, t: TFunction, locale: string): Fact[] {
  return Object.entries(values).map(([field, value]) => ({ field, text: fieldText(field, value, t, locale) }));
}
