import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return process.env.MOTUS_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

export function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function onMaintenanceDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file, copied from the migrated and seeded template that global-setup built:
 * a PGlite loaded from the template's dump, or a PostgreSQL database created from the template database.
 */
export async function openTestDatabase(template: string): Promise<DatabaseHandle & { url?: string }> {
  if (testDriver() === 'pglite') {
    const dump = new Blob([await readFile(template)]);
    return openDatabase({ url: 'memory://', dataDir: '', loadDataDir: dump });
  }
  const name = `motus_test_${randomBytes(6).toString('hex')}`;
  await onMaintenanceDatabase(`create database ${name} template ${template}`);
  const handle = await openDatabase({ url: postgresUrl(name), dataDir: '', poolSize: 20 });
  return {
    ...handle,
    url: postgresUrl(name),
    close: async () => {
      await handle.close();
      await onMaintenanceDatabase(`drop database if exists ${name} with (force)`);
    },
  };
}
