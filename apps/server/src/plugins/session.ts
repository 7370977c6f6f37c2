import cookie from '@fastify/cookie';
import { ErrorCodes } from '@motus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../lib/fastify-types.ts';
import { HttpError } from '../lib/http-error.ts';
import { isApiPath } from './errors.ts';

export const SESSION_COOKIE = 'motus_session';

/** A session's cookie value and when it expires. */
export interface SessionTicket {
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  member: SessionUser;
  /** Set when the expiry slid forward: the cookie must be sent again with it. */
  renewedUntil: Date | null;
}

/**
 * The member behind a session token, or null when the token is unknown, expired or its account may not log in. The
 * identity module implements it and app.ts hands it over, so the plugin depends on no module.
 */
export type SessionLookup = (token: string) => Promise<ResolvedSession | null>;

/** HttpOnly, SameSite=Lax, Secure in production: for the session and the device cookie. */
export function cookieOptions(reply: FastifyReply) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: reply.server.config.env === 'production',
  };
}

export function setSessionCookie(reply: FastifyReply, ticket: SessionTicket): void {
  reply.setCookie(SESSION_COOKIE, ticket.token, { ...cookieOptions(reply), expires: ticket.expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** The member of a member call (register-call has refused the call without one). */
export function memberOf(request: FastifyRequest): SessionUser {
  if (!request.member) throw new HttpError(403, ErrorCodes.notLoggedIn, 'User is not logged in');
  return request.member;
}

/** Sets request.member from the session cookie on API calls and slides the session's expiry. */
async function sessionPlugin(app: FastifyInstance, options: { lookup: SessionLookup }) {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    const token = isApiPath(request.url) ? sessionTokenOf(request) : undefined;
    if (!token) return;
    const session = await options.lookup(token);
    if (!session) {
      clearSessionCookie(reply);
      return;
    }
    request.member = session.member;
    if (session.renewedUntil) setSessionCookie(reply, { token, expiresAt: session.renewedUntil });
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['request-context', 'database'] });
