import { and, desc, eq } from 'drizzle-orm';
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
