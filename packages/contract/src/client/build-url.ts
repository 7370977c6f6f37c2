import { pathParamNames } from '../call-paths.ts';

type Values = Record<string, unknown>;

/**
 * Fills `{param}` placeholders. Trailing path parameters whose value is undefined are dropped
 * together with their segment (spec 001 section 7.1); a missing inner parameter is a programming error.
 */
export function fillPath(path: string, params: Values): string {
  const segments = path.split('/');
  while (segments.length > 0) {
    const last = segments[segments.length - 1] as string;
    const names = pathParamNames(last);
    if (names.length === 0 || names.some((name) => params[name] !== undefined)) break;
    segments.pop();
  }
  return segments.join('/').replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query string without undefined or null values; arrays repeat the key. */
export function toQueryString(query: Values): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, item instanceof Date ? item.toISOString() : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
