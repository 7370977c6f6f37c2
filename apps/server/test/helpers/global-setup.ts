import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openAppDatabase } from '../../src/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/seed/index.ts';
import { onMaintenanceDatabase, postgresUrl } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

async function pgliteTemplate(): Promise<{ template: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'motus-test-'));
  const handle = await openAppDatabase({ url: 'memory://', dataDir: '' });
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  const dump = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!dump) throw new Error('PGlite dump failed');
  const template = join(dir, 'template.tar');
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  return { template, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(): Promise<{ template: string; cleanup: () => Promise<void> }> {
  const template = `motus_template_${process.pid}`;
  await onMaintenanceDatabase(`drop database if exists ${template} with (force)`);
  await onMaintenanceDatabase(`create database ${template}`);
  const handle = await openAppDatabase({ url: postgresUrl(template), dataDir: '' });
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  await handle.close();
  return { template, cleanup: () => onMaintenanceDatabase(`drop database if exists ${template} with (force)`) };
}

/** Builds one migrated, seeded template per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.MOTUS_TEST_DRIVER;
  const { template, cleanup } = driver === 'postgres' ? await postgresTemplate() : await pgliteTemplate();
  project.provide('databaseTemplate', template);
  return cleanup;
}
