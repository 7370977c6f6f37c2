import { and, asc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type AccountEntryRow, accountEntries } from './schema.ts';

/** What the customer owes and has not paid: positive, unpaid entries, the oldest due first. */
export function listOpenEntries(db: Database, tenantId: string, customerId: string): Promise<AccountEntryRow[]> {
  return db
    .select()
    .from(accountEntries)
    .where(
      and(
        eq(accountEntries.tenantId, tenantId),
        eq(accountEntries.customerId, customerId),
        gt(accountEntries.amountMinor, 0),
        isNull(accountEntries.paidAt),
      ),
    )
    .orderBy(asc(accountEntries.dueDate), asc(accountEntries.createdAt), asc(accountEntries.id));
}

/** Every entry of the customer due within the days (yyyy-mm-dd, both included), paid or not, the oldest due first. */
export function listEntriesDueBetween(
  db: Database,
  customer: { tenantId: string; id: string },
  days: { startDate: string; endDate: string },
): Promise<AccountEntryRow[]> {
  return db
    .select()
    .from(accountEntries)
    .where(
      and(
        eq(accountEntries.tenantId, customer.tenantId),
        eq(accountEntries.customerId, customer.id),
        gte(accountEntries.dueDate, days.startDate),
        lte(accountEntries.dueDate, days.endDate),
      ),
    )
    .orderBy(asc(accountEntries.dueDate), asc(accountEntries.createdAt), asc(accountEntries.id));
}

/** Marks the still unpaid ones of the entries paid by a checkout; answers how many it marked. */
export async function markEntriesPaid(
  db: Database,
  tenantId: string,
  ids: string[],
  paid: { checkoutId: string; at: Date },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(accountEntries)
    .set({ paidAt: paid.at, checkoutId: paid.checkoutId })
    .where(and(eq(accountEntries.tenantId, tenantId), inArray(accountEntries.id, ids), isNull(accountEntries.paidAt)))
    .returning({ id: accountEntries.id });
  return rows.length;
}

/** A refunded checkout's entries are owed again. */
export async function reopenEntriesOf(db: Database, checkoutId: string): Promise<void> {
  await db
    .update(accountEntries)
    .set({ paidAt: null, checkoutId: null })
    .where(eq(accountEntries.checkoutId, checkoutId));
}
