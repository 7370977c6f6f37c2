import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * The app's tables, for the Database type and Drizzle's relational queries. db/ imports no module, so the composition
 * root registers them (src/database.ts: `interface RegisteredSchema { tables: typeof schema }`) and passes them in.
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging in src/database.ts fills it in
export interface RegisteredSchema {}
export type Schema = RegisteredSchema extends { tables: infer Tables extends Record<string, unknown> }
  ? Tables
  : Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The embedded database when the driver is PGlite (for dumps in tests). */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Every table (src/schema.ts). */
  schema: Schema;
  /** unset: file-backed PGlite under dataDir; memory://: in-memory PGlite; postgres://…: node-postgres pool. */
  url: string | undefined;
  dataDir: string;
  /** A dump of a migrated database to start an in-memory PGlite from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

async function openPglite(schema: Schema, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  return { db: drizzlePglite({ client, schema }), driver: 'pglite', pglite: client, close: () => client.close() };
}

/** A file-backed PGlite, one server per folder: a second one would lose the writes it acknowledges. */
async function openPgliteFolder(
  schema: Schema,
  dataDir: string,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    return { db: drizzlePglite({ client, schema }), driver: 'pglite', pglite: client, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

function openPostgres(schema: Schema, url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that fails (the server restarts, an administrator ends it) is dropped by the pool; without a
  // listener node-postgres would throw the error and take the whole process down.
  pool.on('error', (error) => console.warn(`An idle database connection failed and was dropped: ${error.message}`));
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'postgres',
    pglite: undefined,
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { url, schema } = options;
  if (url && isPostgresUrl(url)) return openPostgres(schema, url, options.poolSize ?? 10);
  if (url === 'memory://') return openPglite(schema, options.loadDataDir);
  if (url) throw new Error(`DATABASE_URL must be unset, memory:// or postgres://…; got ${url.split(':')[0]}:…`);
  return options.dataDir
    ? openPgliteFolder(schema, options.dataDir, options.loadDataDir)
    : openPglite(schema, options.loadDataDir);
}
