/** A course route's id (spec 000 section 2.1): an integer, a numeric prefix to redirect from, or nothing usable. */
export type CourseIdRoute = { kind: 'id'; id: number } | { kind: 'redirect'; id: number } | { kind: 'invalid' };

const MAX_ID = 2_147_483_647;

export function parseCourseId(segment: string): CourseIdRoute {
  const digits = /^\d+/.exec(segment)?.[0];
  const id = digits === undefined ? Number.NaN : Number.parseInt(digits, 10);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return { kind: 'invalid' };
  return segment === String(id) ? { kind: 'id', id } : { kind: 'redirect', id };
}
