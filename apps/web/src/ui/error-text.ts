import type { ErrorItem, TypedArg } from '@motus/contract';
import { ApiError, stripInfoPrefix } from '@motus/contract/client';
import { dateTimeFormat } from '../lib/intl.ts';

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
      return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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

/** Error codes of the server have their texts under this key (account.errors.<CODE>). */
const ERROR_CODE_KEYS = 'account.errors';

/** Marks a message that is no translation key (an empty default would count as missing again). */
const NO_TEXT = '\u0000';

/** What a failure that is no answer of the server (a network or programming error) shows. */
export const UNEXPECTED_ERROR = `${ERROR_CODE_KEYS}.unexpected`;

/**
 * A failed call: the call's own status-message key (401 on login, spec 001 section 8), else its error code's text,
 * else the server's message.
 */
function callErrorTexts(error: ApiError, t: Translate, locale: string | undefined): string[] {
  const own = t(error.message, { defaultValue: NO_TEXT });
  if (own !== NO_TEXT) return [own];
  const code = error.errorCode;
  if (!code) return [error.message];
  return [itemText({ errorCode: `${ERROR_CODE_KEYS}.${code}`, errorMessage: error.message }, t, locale)];
}

function texts(source: unknown, t: Translate, locale: string | undefined): string[] {
  if (typeof source === 'string') return [t(source)];
  if (Array.isArray(source)) return source.flatMap((item) => texts(item, t, locale));
  if (source instanceof ApiError) return callErrorTexts(source, t, locale);
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

/** What a failed submission or load shows: the call's error as the renderer reads it, anything else as unexpected. */
export function shownError(error: unknown): ErrorSource {
  return error instanceof ApiError ? error : UNEXPECTED_ERROR;
}
