import type { CheckoutStatus } from '@motus/contract';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { checkouts } from './schema/checkouts.ts';

/** Checkouts still waiting for their payment: what they hold stays held until they end. */
export const OPEN_CHECKOUT_STATUSES: CheckoutStatus[] = ['CREATED', 'PENDING'];

export function isOpenCheckout() {
  return inArray(checkouts.status, OPEN_CHECKOUT_STATUSES);
}

/**
 * Whether an open checkout holds the calendar item of the column; the booking core's release job leaves such a place
 * to the checkout's expiry, which also settles the payment.
 */
export function heldByOpenCheckout(calendarItemId: AnyColumn): SQL {
  const holds = and(eq(checkouts.heldCalendarItemId, calendarItemId), isOpenCheckout());
  return sql`exists (select 1 from ${checkouts} where ${holds})`;
}
