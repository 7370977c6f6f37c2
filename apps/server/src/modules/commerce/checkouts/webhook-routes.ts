import { CheckoutErrors } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error.ts';
import { settleTokenizationNotice } from '../payments/tokenization-notices.ts';
import type { ProviderNotification } from '../provider/payment-provider.ts';
import { NOTIFICATION_PATH } from './authenticate-service.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { finalizeCheckout } from './finalize-service.ts';
import { findCheckoutOfSession } from './repo.ts';

/**
 * A payment's news settles its checkout as the browser's finalize would, a tokenization's news its tokenization
 * (idempotent: a retried or late notification changes nothing). Notifications about anything else (a refund the
 * portal made itself, an unknown session) are acknowledged and left alone.
 */
async function settleNotified(deps: CheckoutDeps, notification: ProviderNotification): Promise<void> {
  if (notification.event === 'TOKENIZATION_UPDATED') return settleTokenizationNotice(deps, notification.reference);
  if (notification.event !== 'PAYMENT_UPDATED') return;
  const checkout = await findCheckoutOfSession(deps.db, notification.sessionId);
  if (checkout?.id !== notification.reference) return;
  await finalizeCheckout(deps, checkout.id);
}

/**
 * POST /v1/payment-provider/notifications: the provider's signed webhook. The signature covers the exact bytes sent,
 * so this context reads bodies as raw text; the provider's server sends no portal headers, so the route checks its
 * caller itself (the signature) instead of the portal's same-site rule.
 */
export default async function paymentNotificationRoutes(app: FastifyInstance, options: { deps: CheckoutDeps }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(NOTIFICATION_PATH, { config: { ownWriteProtection: true } }, async (request, reply) => {
    const { deps } = options;
    const rawBody = typeof request.body === 'string' ? request.body : '';
    let notification: ProviderNotification;
    try {
      notification = deps.provider.verifyNotification(rawBody, request.headers);
    } catch {
      throw new HttpError(401, CheckoutErrors.invalidSignature, 'The notification signature is not valid');
    }
    await settleNotified(deps, notification);
    return reply.status(204).send();
  });
}
