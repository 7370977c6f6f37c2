import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTestPaymentProvider } from '../modules/psp/test-provider.ts';

/**
 * Decorates the app with its payment provider, and serves the built-in test provider's hosted pages. Only the test
 * provider exists; a real one implements PaymentProvider and is chosen here from the configuration (docs/payments.md).
 */
async function paymentProviderPlugin(app: FastifyInstance) {
  app.decorate(
    'paymentProvider',
    createTestPaymentProvider(app.db, { origin: app.config.publicOrigin, webhookSecret: app.config.psp.webhookSecret }),
  );
}

export default fp(paymentProviderPlugin, { name: 'payment-provider', dependencies: ['database'] });
