import { arrayContains, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NewWhitelabelConfigRow, type WhitelabelConfigRow, whitelabelConfigs } from './schema.ts';

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

/** The id after the highest one in use (brand ids are chosen, not generated: the spec's brand rules name some). */
export async function nextBrandId(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(whitelabelConfigs.id) }).from(whitelabelConfigs);
  return (row?.highest ?? 0) + 1;
}

export async function insertBrand(db: Database, brand: NewWhitelabelConfigRow): Promise<WhitelabelConfigRow> {
  const [row] = await db.insert(whitelabelConfigs).values(brand).returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}
