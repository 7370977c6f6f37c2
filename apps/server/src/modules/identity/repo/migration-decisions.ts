import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type MigrationDecisionRow, migrationDecisions } from '../schema/migration-decisions.ts';

export async function insertDecision(
  db: Database,
  decision: Pick<MigrationDecisionRow, 'userId' | 'facilityGroup' | 'decision'>,
): Promise<void> {
  await db.insert(migrationDecisions).values(decision);
}

export async function findLatestDecision(
  db: Database,
  userId: string,
  facilityGroup: string,
): Promise<MigrationDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(migrationDecisions)
    .where(and(eq(migrationDecisions.userId, userId), eq(migrationDecisions.facilityGroup, facilityGroup)))
    .orderBy(desc(migrationDecisions.decidedAt), desc(migrationDecisions.id))
    .limit(1);
  return row;
}

/** Every decision the account made in the migration wizard, oldest first. */
export function listDecisionsOfUser(db: Database, userId: string): Promise<MigrationDecisionRow[]> {
  return db
    .select()
    .from(migrationDecisions)
    .where(eq(migrationDecisions.userId, userId))
    .orderBy(asc(migrationDecisions.decidedAt), asc(migrationDecisions.id));
}
