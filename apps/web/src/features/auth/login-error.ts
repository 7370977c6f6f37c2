import { ApiError } from '@motus/contract/client';

/** The texts of spec 001 section 8 for a failed login. */
export const BAD_CREDENTIALS = 'authentication.error.badcredentials';
export const UNKNOWN_LOGIN_ERROR = 'authentication.error.unknown';

/** The login's own 401 message (packages/contract, identity.login). */
const WRONG_CREDENTIALS = 'nox.mobile.wrong.credentials';
/** Motus's 429 after too many failures: it says what to do, so it is kept (docs/decisions.md). */
const LOGIN_PAUSED = 'account.login.paused';

function bodyError(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
}

/**
 * What a failed login shows (spec 001 section 8): wrong credentials and an OAuth `invalid_grant` read as bad
 * credentials, a paused login as itself, anything else as an unknown error.
 */
export function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_LOGIN_ERROR;
  if (error.message === WRONG_CREDENTIALS || bodyError(error.body) === 'invalid_grant') return BAD_CREDENTIALS;
  if (error.message === LOGIN_PAUSED) return LOGIN_PAUSED;
  return UNKNOWN_LOGIN_ERROR;
}
