import {
  bookDayTicket,
  getDayTicketReservation,
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
import { bookDayTicketPayLater, dayTicketReservation } from './day-ticket-service.ts';
import { listStudioProducts, productByVariant, voucherProduct } from './product-service.ts';
import { purchasedVouchersOf, purchasedVouchersOfCheckout } from './voucher-service.ts';

/** Offers, day tickets and vouchers for sale, bought vouchers, and day tickets paid at the desk (issue 7). */
export default async function catalogRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);

  for (const call of [listVirtualProducts, listPublicVirtualProducts]) {
    registerCall(app, call, ({ query, request }) =>
      listStudioProducts(app.db, { ...query, locale: request.context.locale }),
    );
  }
  for (const call of [getVirtualProductByVariant, getPublicVirtualProductByVariant]) {
    registerCall(app, call, ({ query, request }) => productByVariant(app.db, query.variantId, request.context.locale));
  }
  registerCall(app, listVoucherProducts, ({ query, request }) =>
    listStudioProducts(app.db, { studioId: query.studioId, kind: 'VOUCHER', locale: request.context.locale }),
  );
  registerCall(app, getVoucherProduct, ({ params, request }) =>
    voucherProduct(app.db, params.voucherId, request.context.locale),
  );
  registerCall(app, listPurchasedVouchers, ({ request }) =>
    purchasedVouchersOf(app.db, memberOf(request).userId, request.context),
  );
  registerCall(app, listPublicPurchasedVouchers, ({ query, request }) =>
    purchasedVouchersOfCheckout(app.db, query.checkoutToken, request.context.locale),
  );
  registerCall(app, bookDayTicket, ({ body, request }) =>
    bookDayTicketPayLater(app.db, { body, origin, now: new Date(), source: request.ip }),
  );
  registerCall(app, getDayTicketReservation, ({ params, request }) =>
    dayTicketReservation(app.db, params.leadId, request.context.locale),
  );
}
