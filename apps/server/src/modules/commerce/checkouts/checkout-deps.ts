import { CheckoutErrors, type CheckoutType } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { portalOrigin } from '../../../lib/portal-origin.ts';
import type { PaymentProvider } from '../provider/payment-provider.ts';
import type { CheckoutItemHandler } from './checkout-item.ts';
import { unprocessable } from './errors.ts';
import { type CheckoutItemHandlers, checkoutItemHandlers } from './item-handlers.ts';

/** What the checkout services work with: the database, the payment provider, the item handlers, the portal origin. */
export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  handlers: CheckoutItemHandlers;
  /** The portal's public origin: the provider's return and notification URLs are absolute. */
  origin: string;
}

/** The services' dependencies in an app: the provider it was given, the handlers with the portal's origin. */
export function checkoutDepsOf(db: Database, provider: PaymentProvider, config: AppConfig): CheckoutDeps {
  const origin = portalOrigin(config);
  return { db, provider, handlers: checkoutItemHandlers({ origin }), origin };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The commerce services' dependencies, built once per app by checkoutDepsPlugin. */
    checkoutDeps: CheckoutDeps;
  }
}

/** Builds the app's CheckoutDeps once, for every commerce route and the checkout expiry. */
export const checkoutDepsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('checkoutDeps', checkoutDepsOf(app.db, app.paymentProvider, app.config));
  },
  { name: 'checkout-deps' },
);

export function handlerOf(deps: CheckoutDeps, kind: CheckoutType): CheckoutItemHandler<unknown> {
  const handler = deps.handlers[kind];
  if (!handler) throw unprocessable(CheckoutErrors.kindUnavailable, `${kind} cannot be bought yet`);
  return handler;
}
