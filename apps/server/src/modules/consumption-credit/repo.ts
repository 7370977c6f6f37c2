import { and, desc, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import {
  type ConsumptionCreditMovementRow,
  consumptionCreditMovements,
  type NewConsumptionCreditMovementRow,
} from './schema.ts';

const ofCustomer = (customer: ConnectedCustomer) =>
  and(
    eq(consumptionCreditMovements.tenantId, customer.tenant),
    eq(consumptionCreditMovements.customerId, customer.customerId),
  );

export async function balanceMinorOf(db: Database, customer: ConnectedCustomer): Promise<number> {
  const [row] = await db
    .select({ total: sum(consumptionCreditMovements.amountMinor).mapWith(Number) })
    .from(consumptionCreditMovements)
    .where(ofCustomer(customer));
  return row?.total ?? 0;
}

export async function latestMovementsOf(
  db: Database,
  customer: ConnectedCustomer,
  limit: number,
): Promise<ConsumptionCreditMovementRow[]> {
  return db
    .select()
    .from(consumptionCreditMovements)
    .where(ofCustomer(customer))
    .orderBy(desc(consumptionCreditMovements.createdAt), desc(consumptionCreditMovements.id))
    .limit(limit);
}

/** Books a movement; a second one for the same checkout is ignored, so a checkout credits once. */
export async function bookMovement(db: Database, movement: NewConsumptionCreditMovementRow): Promise<void> {
  await db.insert(consumptionCreditMovements).values(movement).onConflictDoNothing();
}

export async function removeMovementOfCheckout(db: Database, checkoutId: string): Promise<void> {
  await db.delete(consumptionCreditMovements).where(eq(consumptionCreditMovements.checkoutId, checkoutId));
}
