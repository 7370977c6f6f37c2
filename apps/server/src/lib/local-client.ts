import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Whether the request comes straight from this machine: a loopback socket address (never X-Forwarded-For, whatever
 * TRUST_PROXY says) and no proxy's forwarding header, because a proxy on the same machine connects from loopback too.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopback(request.socket.remoteAddress ?? '');
}
