import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hidden token of a session's forms: an HMAC of the session id, so it needs no storage and cannot be made up by a
 * page that only knows the session id.
 */
export function formTokenOf(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`psp-form:${sessionId}`).digest('base64url');
}

export function isFormTokenOf(secret: string, sessionId: string, candidate: string): boolean {
  const expected = Buffer.from(formTokenOf(secret, sessionId));
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
