import { getPayment, getPaymentReceipt, listPayments, refundPayment } from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalOrigin } from '../../../lib/portal-origin.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { receiptOf } from './payments-receipts.ts';
import { refundPayment as refund } from './payments-refunds.ts';
import { getPaymentDetail, listPayments as list, payerScopeOf, requirePayment } from './payments-service.ts';

/** The member's payments (`/me/payments`): list, detail, refund and the receipt as a PDF. */
export default async function paymentRoutes(app: FastifyInstance) {
  const scopeOf = (request: FastifyRequest) => payerScopeOf(app.db, memberOf(request).userId);

  registerCall(app, listPayments, async ({ query, request }) => list(app.db, await scopeOf(request), query));
  registerCall(app, getPayment, async ({ params, request }) =>
    getPaymentDetail(app.db, { scope: await scopeOf(request), paymentId: params.paymentId, now: new Date() }),
  );
  registerCall(app, refundPayment, async ({ params, body, request }) =>
    refund(app.db, app.paymentProvider, {
      scope: await scopeOf(request),
      paymentId: params.paymentId,
      amount: body.amount,
      reason: body.reason,
      now: new Date(),
      origin: portalOrigin(app.config),
      warn: (message) => request.log.warn(message),
    }),
  );
  registerCall(app, getPaymentReceipt, async ({ params, request, reply }) => {
    const payment = await requirePayment(app.db, { scope: await scopeOf(request), paymentId: params.paymentId });
    const receipt = await receiptOf(app.db, payment, memberOf(request).locale);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receipt.filename}"`)
      .send(receipt.content);
  });
}
