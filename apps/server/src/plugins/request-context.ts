import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext } from '../lib/fastify-types.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, 256) : undefined;
}

function preferredLocale(request: FastifyRequest): string | undefined {
  const accept = header(request, 'accept-language');
  return accept?.split(',')[0]?.split(';')[0]?.trim() || undefined;
}

export function readRequestContext(request: FastifyRequest): RequestContext {
  return {
    clientType: header(request, 'x-client-type'),
    webContext: header(request, 'x-web-context'),
    facilityGroup: header(request, 'x-facility-group'),
    tenant: header(request, 'x-tenant'),
    queryParams: new URLSearchParams(header(request, 'x-query-params') ?? ''),
    locale: preferredLocale(request),
  };
}

async function requestContextPlugin(app: FastifyInstance) {
  app.decorateRequest('context', null as unknown as RequestContext);
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    request.context = readRequestContext(request);
  });
}

export default fp(requestContextPlugin, { name: 'request-context' });
