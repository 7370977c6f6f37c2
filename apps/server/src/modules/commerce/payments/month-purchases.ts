import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ConnectedCustomer } from '../../../lib/tenant-scope.ts';
import { payments } from './schema/payments.ts';

/** Something the member bought and paid for, less what was refunded of it. */
export interface PaidPurchase {
  studioId: number | null;
  description: string;
  amountMinor: number;
  currencyCode: string;
  paidAt: Date;
}

/** The member's paid purchases in the tenant between `from` (inclusive) and `until` (exclusive), oldest first. */
export async function paidPurchasesBetween(
  db: Database,
  member: ConnectedCustomer,
  from: Date,
  until: Date,
): Promise<PaidPurchase[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, member.tenant),
        eq(payments.customerId, member.customerId),
        inArray(payments.status, ['PAID', 'PARTIALLY_REFUNDED']),
        gte(payments.paidAt, from),
        lt(payments.paidAt, until),
      ),
    )
    .orderBy(asc(payments.paidAt));
  return rows.flatMap((row) =>
    row.paidAt
      ? [
          {
            studioId: row.studioId,
            description: row.description,
            amountMinor: row.amountMinor - row.refundedMinor,
            currencyCode: row.currencyCode,
            paidAt: row.paidAt,
          },
        ]
      : [],
  );
}
