import { dateTimeFormat, displayNames } from '../lib/intl.ts';
export type DatePart = 'day' | 'month' | 'year';

/** A locale's numeric date layout: part order, the separators between parts, and the placeholder. */
export interface DateMask {
  order: readonly DatePart[];
  separators: readonly string[];
  placeholder: string;
}

const LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
const FALLBACK_LETTER: Record<DatePart, string> = { day: 'D', month: 'M', year: 'Y' };
const SAMPLE = new Date(2001, 10, 22);

function isDatePart(type: string): type is DatePart {
  return type === 'day' || type === 'month' || type === 'year';
}

/** The first letter of the locale's own name for the part: 'Tag' gives TT, 'année' gives AAAA, 'év' gives ÉÉÉÉ. */
function partLetter(part: DatePart, locale: string): string {
  try {
    const name = displayNames(locale, { type: 'dateTimeField' }).of(part);
    const letter = name ? [...name][0] : undefined;
    return letter ? letter.toLocaleUpperCase(locale) : FALLBACK_LETTER[part];
  } catch {
    return FALLBACK_LETTER[part];
  }
}

const masks = new Map<string, DateMask>();

/** The mask of a locale, built from Intl: en-GB DD/MM/YYYY, de-DE TT.MM.JJJJ, hu-HU ÉÉÉÉ. HH. NN */
export function dateMask(locale: string): DateMask {
  const cached = masks.get(locale);
  if (cached) return cached;
  const parts = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(SAMPLE);
  const order: DatePart[] = [];
  const separators: string[] = [];
  for (const part of parts) {
    if (isDatePart(part.type)) order.push(part.type);
    else if (order.length > 0 && order.length < 3 && separators.length < order.length) separators.push(part.value);
  }
  const placeholder = order
    .map((part, index) => partLetter(part, locale).repeat(LENGTH[part]) + (separators[index] ?? ''))
    .join('');
  const mask = { order, separators, placeholder };
  masks.set(locale, mask);
  return mask;
}

/**
 * Typed text to the mask: digits only, separators inserted once the next part has begun (so deleting a separator
 * works). A one-digit day or month ended by a typed separator gets a leading zero ('3.1.' becomes '03.01').
 */
export function formatDateInput(text: string, mask: DateMask): string {
  const groups = text.split(/\D+/);
  const digits = groups
    .map((group, index) => {
      const part = mask.order[index];
      const closed = index < groups.length - 1;
      return closed && part && part !== 'year' && group.length === 1 ? `0${group}` : group;
    })
    .join('')
    .slice(0, 8);
  let result = '';
  let offset = 0;
  mask.order.forEach((part, index) => {
    const chunk = digits.slice(offset, offset + LENGTH[part]);
    offset += LENGTH[part];
    if (!chunk) return;
    result += (index > 0 ? (mask.separators[index - 1] ?? '') : '') + chunk;
  });
  return result;
}

export function hasDigit(text: string): boolean {
  return /\d/.test(text);
}

/** A complete masked date to 'YYYY-MM-DD', or null when it is incomplete or not a real date. */
export function maskedToIso(text: string, mask: DateMask): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const values: Partial<Record<DatePart, string>> = {};
  let offset = 0;
  for (const part of mask.order) {
    values[part] = digits.slice(offset, offset + LENGTH[part]);
    offset += LENGTH[part];
  }
  const { year = '', month = '', day = '' } = values;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  date.setUTCFullYear(Number(year));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value);
}

/** 'YYYY-MM-DD' in the mask's layout. */
export function isoToMasked(iso: string, mask: DateMask): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const values: Record<DatePart, string> = { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
  return formatDateInput(mask.order.map((part) => values[part]).join(''), mask);
}
