import type { ErrorItem, TypedArg } from '@motus/contract';
import { stripInfoPrefix } from '@motus/contract/client';

/** An error-code object as answers carry it. */
export interface ErrorCodeObject {
  errorCode: string;
  errorMessage?: string;
}

/** What the error renderer accepts (spec 002 section 8). */
export type ErrorSource =
  | string
  | Error
  | { message: string }
  | { error: string | ErrorCodeObject | readonly ErrorItem[] }
  | ErrorCodeObject
  | ErrorItem
  | readonly ErrorSource[];

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function argText(arg: TypedArg, locale: string | undefined): string {
  if (arg.type === 'TIMESTAMP' && arg.value !== null && typeof arg.value !== 'boolean') {
    const date = new Date(arg.value);
    if (!Number.isNaN(date.getTime())) {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    }
  }
  return String(arg.value ?? '');
}

/** Positional arguments fill both i18next's {{0}} and the catalogue's older {0} placeholders. */
function itemText(item: ErrorItem | ErrorCodeObject, t: Translate, locale: string | undefined): string {
  const args = 'typedArgs' in item ? item.typedArgs.map((arg) => argText(arg, locale)) : [];
  const fallback = 'errorMessage' in item && item.errorMessage ? item.errorMessage : item.errorCode;
  const text = t(item.errorCode, { ...args, defaultValue: fallback });
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) => args[Number(index)] ?? placeholder);
}

function texts(source: unknown, t: Translate, locale: string | undefined): string[] {
  if (typeof source === 'string') return [t(source)];
  if (Array.isArray(source)) return source.flatMap((item) => texts(item, t, locale));
  if (source instanceof Error) return [source.message];
  if (!isObject(source)) return [];
  if (typeof source.errorCode === 'string') return [itemText(source as unknown as ErrorItem, t, locale)];
  if ('error' in source) return texts(source.error, t, locale);
  if (typeof source.message === 'string') return [source.message];
  return [];
}

/**
 * The texts of an error in display form: message keys translated (an unknown key shows as itself), error items with
 * their arguments (TIMESTAMP as a local date-time), and a leading 'Info: ' removed.
 */
export function errorTexts(source: unknown, t: Translate, locale?: string): string[] {
  return texts(source, t, locale).map(stripInfoPrefix);
}
