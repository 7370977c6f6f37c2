import type { FastifyRequest } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { deviceTokenOf } from './device-cookie.ts';

/** Who is calling, as the identity services need it: for rate limits, session records, mail links and locale. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  /** The browser's preferred language (Accept-Language), for accounts that name none. */
  locale: string | undefined;
  /** The portal's public origin for links in mails; never the request's Host header, which a caller controls. */
  origin: string;
  /** The token of the browser's device cookie, when it has one. */
  deviceToken: string | undefined;
  /** The brand and tenant of the page that calls: they sign the mails it asks for. */
  facilityGroup: string | undefined;
  tenant: string | undefined;
}

export function callerOf(request: FastifyRequest): Caller {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    locale: request.context.locale,
    origin: portalOrigin(request.server.config),
    deviceToken: deviceTokenOf(request),
    facilityGroup: request.context.facilityGroup,
    tenant: request.context.tenant,
  };
}
