import type { Checkout } from '@motus/contract';
import { z } from 'zod';
import { toMoney } from '../../../lib/money.ts';
import type { FulfilledItem } from './checkout-item.ts';
import type { CheckoutRow, OrderRow } from './schema/checkouts.ts';

/** What an order row's result holds: what the handler created, and the payment that paid for it. */
export type OrderResult = FulfilledItem & { paymentId: string | null };

const orderResultSchema = z.object({
  calendarItemId: z.string().optional(),
  contingentId: z.number().optional(),
  dayTicketId: z.string().optional(),
  voucherCodes: z.array(z.string()).optional(),
  paymentId: z.string().nullable().optional(),
});

function toOrder(order: OrderRow): NonNullable<Checkout['order']> {
  const result = orderResultSchema.parse(order.result);
  return {
    id: order.id,
    calendarItemId: result.calendarItemId ?? null,
    contingentId: result.contingentId ?? null,
    dayTicketId: result.dayTicketId ?? null,
    voucherCodes: result.voucherCodes ?? [],
    paymentId: result.paymentId ?? null,
  };
}

/** A checkout as its calls answer it, with its order once it is finalized. */
export function toCheckout(row: CheckoutRow, order: OrderRow | undefined): Checkout {
  const money = (minor: number) => toMoney(minor, row.currencyCode);
  return {
    id: row.id,
    publicToken: row.publicToken,
    type: row.kind,
    status: row.status,
    studioId: row.studioId,
    positions: row.positions.map((position) => ({
      label: position.label,
      quantity: position.quantity,
      unitPrice: money(position.unitMinor),
      total: money(position.totalMinor),
    })),
    subtotal: money(row.subtotalMinor),
    discount: money(row.discountMinor),
    total: money(row.amountMinor),
    voucherCode: row.voucherCode,
    paymentMethod: row.paymentMethod,
    calendarItemId: row.heldCalendarItemId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    order: order ? toOrder(order) : null,
  };
}
