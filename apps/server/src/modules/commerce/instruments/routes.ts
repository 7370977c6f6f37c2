import {
  archivePaymentInstrument,
  listPaymentInstruments,
  listSavablePaymentMethods,
  preferPaymentInstrument,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import paymentMethodLinkRoutes from '../payments/payment-method-links-routes.ts';
import paymentRequestRoutes from '../payments/payment-requests-routes.ts';
import tokenizationRoutes from '../payments/tokenization-routes.ts';
import { archiveInstrument, listInstruments, preferInstrument, savableMethods, studioCurrency } from './service.ts';

async function instrumentRoutes(app: FastifyInstance) {
  registerCall(app, listPaymentInstruments, async ({ request }) => listInstruments(app.db, memberOf(request).userId));
  registerCall(app, preferPaymentInstrument, async ({ params, request }) =>
    preferInstrument(app.db, memberOf(request).userId, params.id),
  );
  registerCall(app, archivePaymentInstrument, async ({ params, request }) =>
    archiveInstrument(app.db, memberOf(request).userId, params.id),
  );
  registerCall(app, listSavablePaymentMethods, async ({ query }) =>
    savableMethods(app.paymentProvider, await studioCurrency(app.db, query.studioId)),
  );
}

/** Saved instruments, tokenization, payment requests and payment-method links: one registration in the app. */
export default async function paymentInstrumentRoutes(app: FastifyInstance) {
  await instrumentRoutes(app);
  await tokenizationRoutes(app);
  await paymentRequestRoutes(app);
  await paymentMethodLinkRoutes(app);
}
