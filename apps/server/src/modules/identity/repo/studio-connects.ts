import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  type QuickRegistrationRow,
  quickRegistrations,
  type StudioConnectRow,
  studioConnects,
} from '../schema/studio-connects.ts';

export function listConnectsOfUser(db: Database, userId: string): Promise<StudioConnectRow[]> {
  return db
    .select()
    .from(studioConnects)
    .where(eq(studioConnects.userId, userId))
    .orderBy(asc(studioConnects.createdAt));
}

export async function findConnectOfUserInTenant(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<StudioConnectRow | undefined> {
  const [row] = await db
    .select()
    .from(studioConnects)
    .where(and(eq(studioConnects.userId, userId), eq(studioConnects.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function findConnectOfCustomer(db: Database, customerId: string): Promise<StudioConnectRow | undefined> {
  const [row] = await db.select().from(studioConnects).where(eq(studioConnects.customerId, customerId)).limit(1);
  return row;
}

export async function insertConnect(
  db: Database,
  connect: { tenantId: string; userId: string; customerId: string; studioId: number },
): Promise<StudioConnectRow | undefined> {
  const [row] = await db.insert(studioConnects).values(connect).onConflictDoNothing().returning();
  return row;
}

/** Deletes a connect of this user only; false when the user has no such connect. */
export async function deleteConnectOfUser(db: Database, userId: string, connectId: string): Promise<boolean> {
  const deleted = await db
    .delete(studioConnects)
    .where(and(eq(studioConnects.id, connectId), eq(studioConnects.userId, userId)))
    .returning({ id: studioConnects.id });
  return deleted.length > 0;
}

export async function findOpenQuickRegistration(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<QuickRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(quickRegistrations)
    .where(
      and(
        eq(quickRegistrations.tokenHash, tokenHash),
        isNull(quickRegistrations.usedAt),
        gt(quickRegistrations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function markQuickRegistrationUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(quickRegistrations).set({ usedAt: now }).where(eq(quickRegistrations.id, id));
}
