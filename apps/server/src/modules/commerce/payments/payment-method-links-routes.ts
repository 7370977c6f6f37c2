import {
  authenticatePaymentMethodCheckout,
  choosePaymentMethod,
  createPaymentMethodCheckout,
  finalizePaymentMethodCheckout,
  getAccountBalanceByToken,
  getPaymentMethodConfiguration,
  getPaymentMethodLinkCustomer,
  getSelfServiceConfiguration,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import {
  authenticateLinkCheckout,
  chooseLinkMethod,
  createLinkCheckout,
  finalizeLinkCheckout,
  linkConfiguration,
} from './payment-method-links-checkout.ts';
import { accountBalanceByToken, linkCustomerName, selfServiceConfiguration } from './payment-method-links-service.ts';
import { buyerLocale } from './tokenization-routes.ts';

/** The payment-method link's calls (the studio's link, `/payment-method-configuration?token=`), all by its token. */
export default async function paymentMethodLinkRoutes(app: FastifyInstance) {
  const deps = app.checkoutDeps;

  registerCall(app, createPaymentMethodCheckout, async ({ body, request }) =>
    createLinkCheckout(deps, { token: body.token, method: body.method, locale: buyerLocale(request) }),
  );
  registerCall(app, choosePaymentMethod, async ({ params, body, request }) =>
    chooseLinkMethod(deps, { token: params.token, method: body.method, locale: buyerLocale(request) }),
  );
  registerCall(app, authenticatePaymentMethodCheckout, async ({ params, request }) =>
    authenticateLinkCheckout(deps, params.token, buyerLocale(request)),
  );
  registerCall(app, finalizePaymentMethodCheckout, async ({ params }) => finalizeLinkCheckout(deps, params.token));
  registerCall(app, getPaymentMethodConfiguration, async ({ params }) => linkConfiguration(deps, params.token));
  registerCall(app, getSelfServiceConfiguration, async ({ params }) => selfServiceConfiguration(app.db, params.token));
  registerCall(app, getAccountBalanceByToken, async ({ params }) => accountBalanceByToken(app.db, params.token));
  registerCall(app, getPaymentMethodLinkCustomer, async ({ params }) => linkCustomerName(app.db, params.token));
}
