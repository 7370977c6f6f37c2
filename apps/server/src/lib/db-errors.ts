function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? sqlStateOf(error.cause) : undefined;
}

/** A unique constraint refused the write (SQLSTATE 23505), e.g. two requests registering one address at once. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * The database refused a value: a data exception (SQLSTATE class 22: out of range, too long, invalid text such as a
 * NUL byte) or a program limit (54000: an index row too large).
 */
export function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && /^[0-9A-Z]{5}$/.test(state) && (state.startsWith('22') || state === '54000');
}
