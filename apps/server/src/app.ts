import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import './lib/fastify-types.ts';
import bookingFlowRoutes from './modules/booking/booking-flow-routes.ts';
import courseCatalogRoutes from './modules/booking/course-catalog-routes.ts';
import eventRoutes from './modules/booking/events-routes.ts';
import penaltyRoutes from './modules/booking/penalty-routes.ts';
import bookingRoutes from './modules/booking/routes.ts';
import singleAppointmentRoutes from './modules/booking/single-appointments-routes.ts';
import trialRoutes from './modules/booking/trial-routes.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import checkinReservationRoutes from './modules/checkin-reservations/routes.ts';
import checkoutRoutes from './modules/checkouts/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import { contractCancellationRoutes, studioResolvesEveryRequest } from './modules/contract-cancellation/index.ts';
import { routes as contractRoutes } from './modules/contracts/index.ts';
import customerCenterRoutes from './modules/customer-center/routes.ts';
import demoImageRoutes from './modules/demo-images/routes.ts';
import employeeRoutes from './modules/employees/routes.ts';
import eventLoggingRoutes from './modules/event-logging/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import identityRoutes from './modules/identity/routes.ts';
import { tenancyOf } from './modules/identity/tenancy.ts';
import mailRoutes from './modules/mail/routes.ts';
import newsRoutes from './modules/news/routes.ts';
import paymentInstrumentRoutes from './modules/payments/instruments-routes.ts';
import paymentRoutes from './modules/payments/payments-routes.ts';
import placeRoutes from './modules/places/routes.ts';
import portalLegalRoutes from './modules/portal-legal/routes.ts';
import ratingRoutes from './modules/ratings/routes.ts';
import referenceRoutes from './modules/reference/routes.ts';
import studioRoutes from './modules/studios/routes.ts';
import tenantRoutes from './modules/tenants/routes.ts';
import translationRoutes from './modules/translations/routes.ts';
import utilizationRoutes from './modules/utilization/routes.ts';
import whitelabelRoutes from './modules/whitelabel/routes.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import paymentProviderPlugin from './plugins/payment-provider.ts';
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

/** Plugins first, then the modules' routes; the SPA and the not-found rules last. */
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
  await app.register(sessionPlugin);
  await app.register(paymentProviderPlugin);

  await app.register(healthRoutes);
  await app.register(referenceRoutes);
  await app.register(translationRoutes);
  await app.register(whitelabelRoutes);
  await app.register(tenantRoutes);
  await app.register(studioRoutes);
  await app.register(bookingRoutes);
  await app.register(courseCatalogRoutes);
  await app.register(singleAppointmentRoutes);
  await app.register(eventRoutes);
  await app.register(penaltyRoutes);
  await app.register(checkinReservationRoutes);
  await app.register(bookingFlowRoutes);
  await app.register(trialRoutes);
  await app.register(placeRoutes);
  await app.register(ratingRoutes);
  await app.register(utilizationRoutes);
  await app.register(newsRoutes);
  await app.register(portalLegalRoutes);
  await app.register(employeeRoutes);
  await app.register(contentRoutes);
  await app.register(eventLoggingRoutes);
  await app.register(identityRoutes);
  await app.register(customerCenterRoutes);
  await app.register(mailRoutes);
  await app.register(catalogRoutes);
  await app.register(contractCancellationRoutes, { canceller: studioResolvesEveryRequest });
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentInstrumentRoutes);
  await app.register(demoImageRoutes);
  for (const routes of contractRoutes) await app.register(routes);

  await app.register(spaPlugin);
  return app;
}
