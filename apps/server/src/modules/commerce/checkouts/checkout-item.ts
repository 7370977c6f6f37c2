import type { CustomerData } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import type { CheckoutPosition, CheckoutRow } from './schema/checkouts.ts';

/** Who buys: a member (user with a customer in the tenant) or a guest (contact data, later a lead). */
export interface Buyer {
  /** The member's tenant, or the guest's portal tenant (x-tenant); what is bought must belong to it. */
  tenant: string;
  userId: string | null;
  customerId: string | null;
  contact: CustomerData | null;
  /** A guest's source address (request.ip): the places a guest holds while paying count against the guest limits. */
  source?: string | undefined;
}

/** The server's price of what is bought, computed from its own catalogue. */
export interface PricedItem {
  studioId: number | null;
  currencyCode: string;
  positions: CheckoutPosition[];
  /** What the handler needs again when it holds, fulfils or releases (stored as the checkout's `item`). */
  item: Record<string, unknown>;
  /** Booking kinds: the place held while paying (a calendar item held with confirmUntil = the checkout's expiry). */
  heldCalendarItemId?: string | undefined;
  /** A guest's lead created for the place. */
  leadId?: string | undefined;
}

/** Until when a checkout holds what it sells, and the buyer's UI locale, which its position labels are written in. */
export interface PriceTerms {
  expiresAt: Date;
  locale: string;
}

/** One piece of something at its price: a place, a debt, a position of a payment request. */
export function singlePosition(label: string, amountMinor: number): CheckoutPosition {
  return { label, quantity: 1, unitMinor: amountMinor, totalMinor: amountMinor };
}

/** What a finalized checkout created, stored on its order. */
export interface FulfilledItem {
  calendarItemId?: string | undefined;
  contingentId?: number | undefined;
  dayTicketId?: string | undefined;
  voucherCodes?: string[] | undefined;
}

/**
 * One kind of thing a checkout sells. `price` runs when the checkout is created (and may hold a place until
 * `expiresAt`); `fulfil` runs once, inside the finalizing transaction, after the payment is confirmed; `release` runs
 * when the checkout ends without an order (cancel, failure, expiry); `revoke` undoes a fulfilled order for a full
 * refund, or refuses (409 NOT_REFUNDABLE) when it can no longer be undone (the class has started, the voucher is used).
 */
export interface CheckoutItemHandler<Body> {
  price(tx: Database, buyer: Buyer, body: Body, terms: PriceTerms): Promise<PricedItem>;
  fulfil(tx: Database, checkout: CheckoutRow): Promise<FulfilledItem>;
  release(tx: Database, checkout: CheckoutRow): Promise<void>;
  revoke(tx: Database, checkout: CheckoutRow, now: Date): Promise<void>;
}

/** What a handler may need besides the transaction: the portal's origin, for the links of the mails it sends. */
export interface CheckoutItemContext {
  origin: string;
}
