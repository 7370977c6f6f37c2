import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { portalOrigin } from './lib/portal-origin.ts';
import { deleteEndedUsageWindows } from './lib/usage-limit.ts';
import { checkoutDepsOf } from './modules/checkouts/checkout-deps.ts';
import { startCheckoutExpiry } from './modules/checkouts/expiry.ts';
import { purgeExpiredIdentityData } from './modules/identity/housekeeping.ts';
import { startMailSender } from './modules/mail/sender.ts';
import { createMailTransport } from './modules/mail/transports.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { startNotificationDelivery } from './modules/psp/notifications.ts';
import { trialsModule } from './modules/trials/index.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's background work: the outbox sender, hourly clean-up (identity data, ended usage windows), the release of unconfirmed guest places and the
 * expiry of abandoned checkouts. Every instance runs it; rows are claimed.
 */
export function startBackgroundJobs(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
): () => Promise<void> {
  const stopMailSender = startMailSender(db, createMailTransport(config, log), log);
  const stopCheckoutExpiry = startCheckoutExpiry(checkoutDepsOf(db, provider, config), log);
  const housekeeping = setInterval(() => {
    Promise.all([purgeExpiredIdentityData(db), deleteEndedUsageWindows(db)]).catch((error: unknown) =>
      log.error({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  const origin = portalOrigin(config);
  const stopPaymentNotifications = startNotificationDelivery(db, config.psp.webhookSecret, origin, log);
  const stopModuleJobs = (trialsModule.jobs ?? []).map((job) => job({ db, config, log }));
  return async () => {
    clearInterval(housekeeping);
    stopCheckoutExpiry();
    await stopMailSender();
    await stopPaymentNotifications();
    await Promise.all(stopModuleJobs.map((stop) => stop()));
  };
}
