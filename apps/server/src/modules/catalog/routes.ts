import {
  bookDayTicket,
  getPublicVirtualProductByVariant,
  getVirtualProductByVariant,
  getVoucherProduct,
  listPublicPurchasedVouchers,
  listPublicVirtualProducts,
  listPurchasedVouchers,
  listVirtualProducts,
  listVoucherProducts,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { bookDayTicketPayLater } from './day-ticket-service.ts';
import { listStudioProducts, productByVariant, voucherProduct } from './product-service.ts';
import { purchasedVouchersOf, purchasedVouchersOfCheckout } from './voucher-service.ts';

/** Offers, day tickets and vouchers for sale, bought vouchers, and day tickets paid at the desk (issue 7). */
export default async function catalogRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);

  for (const call of [listVirtualProducts, listPublicVirtualProducts]) {
    registerCall(app, call, ({ query }) => listStudioProducts(app.db, query.studioId, query.kind));
  }
  for (const call of [getVirtualProductByVariant, getPublicVirtualProductByVariant]) {
    registerCall(app, call, ({ query }) => productByVariant(app.db, query.variantId));
  }
  registerCall(app, listVoucherProducts, ({ query }) => listStudioProducts(app.db, query.studioId, 'VOUCHER'));
  registerCall(app, getVoucherProduct, ({ params }) => voucherProduct(app.db, params.voucherId));
  registerCall(app, listPurchasedVouchers, ({ request }) =>
    purchasedVouchersOf(app.db, memberOf(request).userId, request.context.tenant),
  );
  registerCall(app, listPublicPurchasedVouchers, ({ query }) =>
    purchasedVouchersOfCheckout(app.db, query.checkoutToken),
  );
  registerCall(app, bookDayTicket, ({ body, request }) =>
    bookDayTicketPayLater(app.db, { body, origin, now: new Date(), source: request.ip }),
  );
}
