import type { PaymentMethod } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { type PaymentRow, payments } from './schema/payments.ts';

export interface PaymentRecord {
  tenantId: string;
  checkoutId: string;
  userId: string | null;
  customerId: string | null;
  studioId: number | null;
  description: string;
  amountMinor: number;
  currencyCode: string;
  method: PaymentMethod;
  instrumentLabel: string | null;
  /** PAID, or PENDING for a debit the provider has yet to collect. */
  status: 'PAID' | 'PENDING';
  providerReference: string | null;
  paidAt: Date;
}

/**
 * Books the money of a finalized checkout. The unique checkout index makes it once per checkout: a second finalize
 * that got this far in a race fails here and its transaction rolls back.
 */
export async function recordPayment(tx: Database, record: PaymentRecord): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(record).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}
