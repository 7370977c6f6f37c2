import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type CheckoutItemHandler, type PricedItem, singlePosition } from '../checkouts/checkout-item.ts';
import type { CheckoutRow } from '../checkouts/schema/checkouts.ts';
import { markEntriesPaid, reopenEntriesOf } from './account-balance-repo.ts';
import { changePaymentRequest, lockPaymentRequest } from './payment-requests-repo.ts';
import { paymentRequestNotFound, requirePayable, requirePaymentRequest } from './payment-requests-service.ts';
import type { PaymentRequestRow } from './schema.ts';

export interface PaymentRequestItemBody {
  paymentRequestId: string;
}

const itemSchema = z.object({ paymentRequestId: z.uuid() });

async function lockedRequestOf(tx: Database, checkout: CheckoutRow): Promise<PaymentRequestRow> {
  const { paymentRequestId } = itemSchema.parse(checkout.item);
  const row = await lockPaymentRequest(tx, paymentRequestId);
  if (!row) throw paymentRequestNotFound();
  return row;
}

function accountEntriesOf(row: PaymentRequestRow): string[] {
  return row.positions.flatMap((position) => (position.accountEntryId ? [position.accountEntryId] : []));
}

/** A studio's payment request, its positions priced as the studio set them; PAID once the checkout is finalized. */
export const paymentRequestItem: CheckoutItemHandler<PaymentRequestItemBody> = {
  async price(tx, buyer, body): Promise<PricedItem> {
    const row = await requirePaymentRequest(tx, body.paymentRequestId);
    if (row.tenantId !== buyer.tenant) throw paymentRequestNotFound();
    requirePayable(row);
    return {
      studioId: row.studioId,
      currencyCode: row.currencyCode,
      positions: row.positions.map((position) => singlePosition(position.label, position.amountMinor)),
      item: { paymentRequestId: row.id },
    };
  },

  /** Under the request's row lock: a request another checkout paid meanwhile refuses a second payment. */
  async fulfil(tx, checkout) {
    const row = await lockedRequestOf(tx, checkout);
    if (row.status === 'PAID' && row.checkoutId === checkout.id) return {};
    requirePayable(row);
    const now = new Date();
    await changePaymentRequest(tx, row.id, { status: 'PAID', checkoutId: checkout.id, paidAt: now });
    await markEntriesPaid(tx, row.tenantId, accountEntriesOf(row), { checkoutId: checkout.id, at: now });
    return {};
  },

  async release() {},

  async revoke(tx, checkout) {
    const row = await lockedRequestOf(tx, checkout);
    if (row.checkoutId !== checkout.id) return;
    await changePaymentRequest(tx, row.id, { status: 'OPEN', checkoutId: null, paidAt: null });
    await reopenEntriesOf(tx, checkout.id);
  },
};
