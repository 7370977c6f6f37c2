import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import './lib/fastify-types.ts';
import { sessionLookupOf, tenancyOf } from './modules/identity/index.ts';
import { serverModules } from './modules/index.ts';
import { createTestPaymentProvider } from './modules/psp/index.ts';
import { pageCatalogueUrls } from './modules/translations/index.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import requestContextPlugin from './plugins/request-context.ts';
import securityPlugin from './plugins/security.ts';
import sessionPlugin from './plugins/session.ts';
import spaPlugin from './plugins/spa.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Fastify trusts nothing for a bare hop count, because it cannot tell a proxy from a client that connects directly;
 * TRUST_PROXY=n means the n hops nearest to the server are proxies (docs/operations.md, "Proxy trust").
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Plugins first, then the routes of the module list (modules/index.ts); the SPA and the not-found rules last. */
export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomBytes(8).toString('hex'),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(databasePlugin, { handle: database });
  app.decorate('tenancy', tenancyOf(database.db));
  await app.register(requestContextPlugin);
  await app.register(securityPlugin);
  await app.register(sessionPlugin, { lookup: sessionLookupOf(database.db) });
  // Only the built-in test provider exists; a real one implements PaymentProvider (modules/payments) and is chosen
  // here from the configuration (docs/payments.md).
  app.decorate(
    'paymentProvider',
    createTestPaymentProvider(database.db, { origin: config.publicOrigin, webhookSecret: config.psp.webhookSecret }),
  );

  for (const module of serverModules) {
    for (const routes of module.routes) await app.register(routes);
  }

  await app.register(spaPlugin, { preloadsOf: pageCatalogueUrls });
  return app;
}
