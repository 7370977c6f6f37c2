import type { CheckoutType } from '@motus/contract';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { isOpenCheckout } from './open-holds.ts';
import { type CheckoutRow, checkouts, type NewCheckoutRow, type OrderRow, orders } from './schema/checkouts.ts';

export async function insertCheckout(db: Database, row: NewCheckoutRow): Promise<CheckoutRow> {
  const [inserted] = await db.insert(checkouts).values(row).returning();
  if (!inserted) throw new Error('checkout not inserted');
  return inserted;
}

export async function findCheckout(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/** A guest's checkout by its public token; a member's checkout is never found this way. */
export async function findGuestCheckoutByToken(db: Database, publicToken: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.publicToken, publicToken), isNull(checkouts.userId)));
  return row;
}

export async function findCheckoutOfSession(db: Database, providerSessionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerSessionId, providerSessionId));
  return row;
}

/** Takes the checkout's row lock: finalize, failure, cancel and expiry of one checkout happen one at a time. */
export async function lockCheckout(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export type CheckoutChange = Partial<
  Pick<
    CheckoutRow,
    | 'status'
    | 'paymentMethod'
    | 'instrumentId'
    | 'saveInstrument'
    | 'providerSessionId'
    | 'providerRedirectUrl'
    | 'failureReason'
    | 'authenticatedAt'
    | 'finalizedAt'
  >
>;

export async function updateCheckout(db: Database, id: string, change: CheckoutChange): Promise<CheckoutRow> {
  const [row] = await db.update(checkouts).set(change).where(eq(checkouts.id, id)).returning();
  if (!row) throw new Error(`checkout ${id} not updated`);
  return row;
}

/**
 * Hands an open checkout to a new provider session, unless another request changed its session meanwhile (then
 * nothing changes and undefined is answered): two authentications at once start one payment.
 */
export async function replaceSession(
  db: Database,
  request: { id: string; previousSessionId: string | null; change: CheckoutChange },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set(request.change)
    .where(
      and(
        eq(checkouts.id, request.id),
        isOpenCheckout(),
        sql`${checkouts.providerSessionId} is not distinct from ${request.previousSessionId}`,
      ),
    )
    .returning();
  return row;
}

export async function insertOrder(db: Database, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(orders).values(row).returning();
  if (!inserted) throw new Error('order not inserted');
  return inserted;
}

export async function findOrder(db: Database, checkoutId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  return row;
}

/** A member's checkouts of a kind that are priced but not yet handed to the provider. */
export function listUnpaidCheckoutsOf(
  db: Database,
  request: { userId: string; tenant: string; kind: CheckoutType },
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, request.userId),
        eq(checkouts.tenantId, request.tenant),
        eq(checkouts.kind, request.kind),
        eq(checkouts.status, 'CREATED'),
      ),
    );
}

/** Open checkouts past their expiry, oldest first. */
export function listOverdueCheckouts(db: Database, now: Date, limit: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(isOpenCheckout(), lte(checkouts.expiresAt, now)))
    .orderBy(asc(checkouts.expiresAt))
    .limit(limit);
}
