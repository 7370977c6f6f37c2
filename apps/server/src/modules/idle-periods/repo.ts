import type { IdlePeriodStatus } from '@motus/contract';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { type IdlePeriodRow, idlePeriods, type NewIdlePeriodRow } from './schema.ts';

/** The member's idle periods, latest start first. */
export function findPeriodsOfCustomer(db: Database, member: ConnectedCustomer): Promise<IdlePeriodRow[]> {
  return db
    .select()
    .from(idlePeriods)
    .where(and(eq(idlePeriods.tenantId, member.tenant), eq(idlePeriods.customerId, member.customerId)))
    .orderBy(desc(idlePeriods.startDate));
}

/** The member's requested or accepted periods that share a day with [startDate, endDate]. */
export function findOverlapping(
  db: Database,
  member: ConnectedCustomer,
  days: { startDate: string; endDate: string },
): Promise<IdlePeriodRow[]> {
  return db
    .select()
    .from(idlePeriods)
    .where(
      and(
        eq(idlePeriods.tenantId, member.tenant),
        eq(idlePeriods.customerId, member.customerId),
        inArray(idlePeriods.status, ['PENDING', 'ACCEPTED']),
        lte(idlePeriods.startDate, days.endDate),
        gte(idlePeriods.endDate, days.startDate),
      ),
    );
}

/** A period of the tenant; of the member too when a customer is named. */
export async function findPeriod(
  db: Database,
  tenantId: string,
  id: string,
  customerId?: string,
): Promise<IdlePeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(idlePeriods)
    .where(
      and(
        eq(idlePeriods.tenantId, tenantId),
        eq(idlePeriods.id, id),
        customerId === undefined ? undefined : eq(idlePeriods.customerId, customerId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertPeriod(db: Database, period: NewIdlePeriodRow): Promise<IdlePeriodRow> {
  const [row] = await db.insert(idlePeriods).values(period).returning();
  if (!row) throw new Error('idle period not inserted');
  return row;
}

/** Changes a period that still has the status `from`; undefined when someone else changed it first. */
export async function updatePeriodFrom(
  db: Database,
  period: IdlePeriodRow,
  from: IdlePeriodStatus,
  change: Partial<Omit<NewIdlePeriodRow, 'id' | 'tenantId' | 'customerId'>>,
): Promise<IdlePeriodRow | undefined> {
  const [row] = await db
    .update(idlePeriods)
    .set(change)
    .where(and(eq(idlePeriods.tenantId, period.tenantId), eq(idlePeriods.id, period.id), eq(idlePeriods.status, from)))
    .returning();
  return row;
}

/** The tenant's requests waiting for the studio, oldest first. */
export function findPendingOfTenant(db: Database, tenantId: string): Promise<IdlePeriodRow[]> {
  return db
    .select()
    .from(idlePeriods)
    .where(and(eq(idlePeriods.tenantId, tenantId), eq(idlePeriods.status, 'PENDING')))
    .orderBy(asc(idlePeriods.requestedAt));
}
