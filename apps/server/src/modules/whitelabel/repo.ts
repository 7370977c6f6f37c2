import { arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type WhitelabelConfigRow, whitelabelConfigs } from './schema.ts';

export async function findByFacilityGroup(
  db: Database,
  facilityGroup: string,
): Promise<WhitelabelConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(whitelabelConfigs)
    .where(eq(whitelabelConfigs.publicFacilityGroup, facilityGroup))
    .limit(1);
  return row;
}

export async function findByHost(db: Database, host: string): Promise<WhitelabelConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(whitelabelConfigs)
    .where(arrayContains(whitelabelConfigs.hosts, [host]))
    .limit(1);
  return row;
}

export function findByAccountContext(db: Database, accountContext: string): Promise<WhitelabelConfigRow[]> {
  return db.select().from(whitelabelConfigs).where(eq(whitelabelConfigs.accountContext, accountContext));
}
