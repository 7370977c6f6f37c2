import {
  authenticatePaymentRequestCheckout,
  cancelPaymentRequestCheckout,
  createMemberPaymentRequest,
  createPaymentRequestCheckout,
  finalizePaymentRequestCheckout,
  getPaymentRequest as getPaymentRequestCall,
  getPaymentRequestCheckout,
  listMemberPaymentRequests,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { authenticateCheckout } from '../checkouts/authenticate-service.ts';
import { createCheckout } from '../checkouts/create-service.ts';
import { finalizeCheckout } from '../checkouts/finalize-service.ts';
import { cancelCheckout, checkoutAnswer, guestCheckout } from '../checkouts/service.ts';
import {
  getPaymentRequest,
  listMemberRequests,
  requestOpenBalance,
  requirePaymentRequest,
} from './payment-requests-service.ts';
import { buyerLocale } from './tokenization-routes.ts';

/** The external payment page's calls (by the request's id and the checkout's public token) and the member's own. */
export default async function paymentRequestRoutes(app: FastifyInstance) {
  const deps = app.checkoutDeps;
  const requestCheckout = (token: string) => guestCheckout(app.db, token, 'PAYMENT_REQUEST');

  registerCall(app, getPaymentRequestCall, async ({ params }) => getPaymentRequest(app.db, params.paymentRequestUuid));

  /** Whoever has the request's link pays for its customer, in its tenant: the request names both. */
  registerCall(app, createPaymentRequestCheckout, async ({ body, request }) => {
    const paymentRequest = await requirePaymentRequest(app.db, body.paymentRequestId);
    const buyer = {
      tenant: paymentRequest.tenantId,
      userId: null,
      customerId: paymentRequest.customerId,
      contact: null,
    };
    const checkout = await createCheckout(deps, {
      kind: 'PAYMENT_REQUEST',
      buyer,
      body: { paymentRequestId: paymentRequest.id },
      paymentMethod: body.paymentMethod,
      returnTo: body.returnTo,
      locale: buyerLocale(request),
    });
    return checkoutAnswer(app.db, checkout);
  });
  registerCall(app, authenticatePaymentRequestCheckout, async ({ params, body }) => {
    const { checkout, redirectUrl } = await authenticateCheckout(deps, (await requestCheckout(params.id)).id, body);
    return { checkout: await checkoutAnswer(app.db, checkout), redirectUrl };
  });
  registerCall(app, cancelPaymentRequestCheckout, async ({ params }) =>
    checkoutAnswer(app.db, await cancelCheckout(deps, (await requestCheckout(params.id)).id)),
  );
  registerCall(app, finalizePaymentRequestCheckout, async ({ params }) =>
    checkoutAnswer(app.db, await finalizeCheckout(deps, (await requestCheckout(params.id)).id)),
  );
  registerCall(app, getPaymentRequestCheckout, async ({ params }) =>
    checkoutAnswer(app.db, await requestCheckout(params.id)),
  );

  registerCall(app, listMemberPaymentRequests, ({ scope }) => listMemberRequests(app.db, scope));
  registerCall(app, createMemberPaymentRequest, ({ body, scope }) => requestOpenBalance(app.db, scope, body.studioId));
}
