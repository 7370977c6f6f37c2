import {
  AccountBalanceErrors,
  type accountBalanceCheckoutBody,
  ErrorCodes,
  PaymentRequestErrors,
} from '@motus/contract';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { CustomerRow } from '../../customers/index.ts';
import { findCustomer } from '../../customers/index.ts';
import { requireStudio } from '../../studios/index.ts';
import { type Buyer, type CheckoutItemHandler, type PricedItem, singlePosition } from '../checkouts/checkout-item.ts';
import type { CheckoutRow } from '../checkouts/schema/checkouts.ts';
import { markEntriesPaid, reopenEntriesOf } from './account-balance-repo.ts';
import { openBalanceOf } from './account-balance-service.ts';
import { requirePartyOfTenant } from './payment-method-links-service.ts';

type AccountBalanceBody = z.output<typeof accountBalanceCheckoutBody>;

const itemSchema = z.object({ customerId: z.uuid(), entryIds: z.array(z.uuid()) });

/** A member pays their own account; a guest the account of the link's customer (the accountbalance token). */
async function payingCustomer(tx: Database, buyer: Buyer, body: AccountBalanceBody): Promise<CustomerRow> {
  if (buyer.customerId) {
    const customer = await findCustomer(tx, buyer.tenant, buyer.customerId);
    if (customer) return customer;
  }
  if (!body.token) {
    throw new HttpError(400, AccountBalanceErrors.tokenRequired, 'Log in or open the link the studio sent');
  }
  return (await requirePartyOfTenant(tx, body.token, buyer.tenant)).customer;
}

/** The customer's open account entries (positive, unpaid), each a position; paid once the checkout is finalized. */
export const accountBalanceItem: CheckoutItemHandler<AccountBalanceBody> = {
  async price(tx, buyer, body): Promise<PricedItem> {
    const customer = await payingCustomer(tx, buyer, body);
    const studio = await requireStudio(tx, body.studioId ?? customer.studioId);
    if (studio.tenantId !== customer.tenantId) throw new HttpError(404, ErrorCodes.studioNotFound, 'No such studio');
    const balance = await openBalanceOf(tx, { tenantId: customer.tenantId, id: customer.id }, studio.currencyCode);
    if (balance.totalMinor <= 0) throw new HttpError(409, PaymentRequestErrors.noOpenBalance, 'Nothing is owed');
    return {
      studioId: studio.id,
      currencyCode: studio.currencyCode,
      positions: balance.entries.map((entry) => singlePosition(entry.description, entry.amountMinor)),
      item: { customerId: customer.id, entryIds: balance.entries.map((entry) => entry.id) },
    };
  },

  /** Entries another payment settled meanwhile refuse the order: the same debt is never paid twice. */
  async fulfil(tx, checkout: CheckoutRow) {
    const { entryIds } = itemSchema.parse(checkout.item);
    const marked = await markEntriesPaid(tx, checkout.tenantId, entryIds, { checkoutId: checkout.id, at: new Date() });
    if (marked < entryIds.length) {
      throw new HttpError(409, AccountBalanceErrors.changed, 'Part of this balance has been paid meanwhile');
    }
    return {};
  },

  async release() {},

  async revoke(tx, checkout) {
    await reopenEntriesOf(tx, checkout.id);
  },
};
