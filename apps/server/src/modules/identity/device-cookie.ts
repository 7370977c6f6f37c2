import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../plugins/session.ts';

/** Names the trusted device a browser is (OWASP's device cookie); it outlives sessions and logouts. */
export const DEVICE_COOKIE = 'motus_device';

/** A trusted device's cookie value and when it expires. */
export interface DeviceTicket {
  token: string;
  expiresAt: Date;
}

export function setDeviceCookie(reply: FastifyReply, ticket: DeviceTicket): void {
  reply.setCookie(DEVICE_COOKIE, ticket.token, { ...cookieOptions(reply), expires: ticket.expiresAt });
}

export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}
