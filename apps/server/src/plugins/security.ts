import helmet from '@fastify/helmet';
import { ErrorCodes } from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * State-changing requests need the portal's client header and, when the browser sends one, a same-origin Origin;
 * routes that protect their writes themselves (ownWriteProtection) are left to do so. Every path is checked, not only
 * the API's: the router decodes a path (`/%76%31/…` reaches `/v1/…`), so a test on the path as sent can be dodged.
 */
export function assertSameSiteWrite(request: FastifyRequest, publicOrigin: string | undefined): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config.ownWriteProtection) return;
  if (request.headers['x-client-type'] !== 'WEB') {
    throw new HttpError(403, ErrorCodes.missingClientType, 'The x-client-type header must be WEB');
  }
  const origin = request.headers.origin;
  if (origin && origin !== originOf(request, publicOrigin)) {
    throw new HttpError(403, ErrorCodes.crossOriginRequest, 'Cross-origin request refused');
  }
}

async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: app.config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request) => {
    assertSameSiteWrite(request, app.config.publicOrigin);
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
