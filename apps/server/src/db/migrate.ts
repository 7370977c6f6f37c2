import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '../config.ts';
import type { DatabaseHandle, Schema } from './client.ts';

const migrationsFolder = resolve(repoRoot, 'apps/server/drizzle');

/** Any fixed number; it only has to be the same for every instance of Motus. */
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed drizzle-kit migrations; instances starting together on one PostgreSQL take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const db = handle.db as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  });
}
