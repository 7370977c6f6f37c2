import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database of this file, for a second instance on it; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** app.inject with the portal's client header set, as the web app sends it. */
  request: (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
}

/** One app on its own fresh copy of the seeded database per test file; closed after the file. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Extra routes or hooks a test needs, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export function useTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const handle = await openTestDatabase(inject('databaseTemplate'));
    const app = await buildApp(testConfig(options.config), handle);
    options.extend?.(app);
    await app.ready();
    testApp.app = app;
    testApp.db = handle.db;
    testApp.databaseUrl = handle.url;
    testApp.request = (options) => {
      const normalised = typeof options === 'string' ? { url: options } : options;
      return app.inject({ ...normalised, headers: { 'x-client-type': 'WEB', ...normalised.headers } });
    };
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return testApp;
}
