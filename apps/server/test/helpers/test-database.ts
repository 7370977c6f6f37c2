import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openAppDatabase } from '../../src/database.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { type PgliteSnapshot, restoreSnapshot, takeSnapshot } from './pglite-snapshot.ts';

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

async function loadPglite(template: string): Promise<DatabaseHandle> {
  const dump = new Blob([await readFile(template)]);
  return openAppDatabase({ url: 'memory://', dataDir: '', loadDataDir: dump });
}

interface WorkerPglite {
  handle: DatabaseHandle;
  snapshot: PgliteSnapshot;
  inUse: boolean;
  /** A test file has had it since it was loaded or restored. */
  used: boolean;
}

/** The PGlite of this worker (the server projects do not isolate files, so it outlives each file). */
let workerPglite: Promise<WorkerPglite> | undefined;

async function loadWorkerPglite(template: string): Promise<WorkerPglite> {
  const handle = await loadPglite(template);
  if (!handle.pglite) throw new Error('memory:// opened no PGlite');
  return { handle, snapshot: await takeSnapshot(handle.pglite), inUse: false, used: false };
}

/**
 * The worker's PGlite, back in the seeded state: loading a PGlite from the dump takes seconds, restoring its rows a
 * fraction of that. A file that opens a second database while holding the first gets a PGlite of its own.
 */
async function openPgliteTestDatabase(template: string): Promise<DatabaseHandle> {
  workerPglite ??= loadWorkerPglite(template);
  const shared = await workerPglite;
  if (shared.inUse) return loadPglite(template);
  shared.inUse = true;
  if (shared.used && shared.handle.pglite) await restoreSnapshot(shared.handle.pglite, shared.snapshot);
  shared.used = true;
  return {
    ...shared.handle,
    close: async () => {
      shared.inUse = false;
    },
  };
}

/** A PostgreSQL database of its own, created from the template database (a file copy, cheap). */
async function openPostgresTestDatabase(template: string): Promise<DatabaseHandle & { url: string }> {
  const name = `motus_test_${randomBytes(6).toString('hex')}`;
  await onMaintenanceDatabase(`create database ${name} template ${template}`);
  const handle = await openAppDatabase({ url: postgresUrl(name), dataDir: '', poolSize: 20 });
  return {
    ...handle,
    url: postgresUrl(name),
    close: async () => {
      await handle.close();
      await onMaintenanceDatabase(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A database in the migrated and seeded state that global-setup built, for one test file: on PGlite the worker's
 * embedded database restored to that state, on PostgreSQL a database created from the template database.
 */
export async function openTestDatabase(template: string): Promise<DatabaseHandle & { url?: string }> {
  return testDriver() === 'pglite' ? openPgliteTestDatabase(template) : openPostgresTestDatabase(template);
}
