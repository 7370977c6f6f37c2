/**
 * Short query-parameter aliases (spec 000 section 2.5). The spec lists the short names only; the long names they
 * stand for are Motus's choice (docs/decisions.md).
 */
export const QUERY_ALIASES: Readonly<Record<string, string>> = {
  o: 'organizationUnitId',
  t: 'tenant',
  e: 'email',
  c: 'code',
  lo: 'locale',
  s: 'studioId',
  v: 'overview',
  sm: 'selectedModules',
  om: 'optionalModules',
};

const LIST_PARAMS = new Set(['selectedModules', 'optionalModules']);
const FLAG_PARAMS = new Set(['overview']);
/** Codes and similar identifiers keep their text: a leading zero is significant. */
const TEXT_PARAMS = new Set(['code', 'token', 'referralCode', 'email', 'tenant', 'locale']);

export type QueryValue = string | number | boolean | (string | number)[];

/** Numeric strings become numbers, unless a leading zero makes them an identifier rather than a number. */
export function coerceNumber(value: string): string | number {
  return /^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(value) ? Number(value) : value;
}

function parseValue(name: string, value: string): QueryValue {
  if (FLAG_PARAMS.has(name)) return value === 'true' || value === '1';
  if (LIST_PARAMS.has(name)) return value.split(',').filter(Boolean).map(coerceNumber);
  if (TEXT_PARAMS.has(name)) return value;
  return coerceNumber(value);
}

/** The page's query parameters with aliases resolved (the long name wins when both are given) and values typed. */
export function readQueryParams(search: string | URLSearchParams): Record<string, QueryValue> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, QueryValue> = {};
  for (const [key, value] of params) {
    const name = QUERY_ALIASES[key] ?? key;
    if (name !== key && params.has(name)) continue;
    result[name] = parseValue(name, value);
  }
  return result;
}
