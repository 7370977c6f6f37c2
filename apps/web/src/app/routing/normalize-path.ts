/**
 * A tidier form of an unknown path, tried against the known routes before giving up (spec 000 section 2.5):
 * repeated and trailing slashes and a trailing index.html go, and segments are lower-cased except the studio uuid
 * (base64 is case-sensitive).
 */
export function normalizePath(pathname: string): string {
  const segments = pathname
    .replace(/\/index\.html?$/i, '')
    .split('/')
    .filter(Boolean);
  const normalised = segments.map((segment, index) =>
    segments[index - 1]?.toLowerCase() === 'studio' && index === 1 ? segment : segment.toLowerCase(),
  );
  return `/${normalised.join('/')}`;
}
