import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openAppDatabase } from '../../src/database.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Concurrency tests spread their clients over two server instances: on PostgreSQL every second client goes through a
 * pool of its own, as a second server process would; on PGlite (one process by nature) all share the app's database.
 */
export function useSecondInstance(t: TestApp): (index: number) => Database {
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (t.databaseUrl) second = await openAppDatabase({ url: t.databaseUrl, dataDir: '', poolSize: 10 });
  });
  afterAll(async () => {
    await second?.close();
  });
  return (index) => (second && index % 2 === 1 ? second.db : t.db);
}

export type InstanceRequest = (index: number, options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Like useSecondInstance, for requests: on PostgreSQL every second request goes to a second app on a pool of its own,
 * as a load balancer in front of two server processes would send it; on PGlite all go to the test's app.
 */
export function useSecondApp(t: TestApp): InstanceRequest {
  let second: { app: FastifyInstance; handle: DatabaseHandle } | undefined;
  beforeAll(async () => {
    if (!t.databaseUrl) return;
    const handle = await openAppDatabase({ url: t.databaseUrl, dataDir: '', poolSize: 10 });
    const app = await buildApp(testConfig(), handle);
    await app.ready();
    second = { app, handle };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
  });
  return (index, options) => {
    const withClient = { ...options, headers: { 'x-client-type': 'WEB', ...options.headers } };
    return second && index % 2 === 1 ? second.app.inject(withClient) : t.request(options);
  };
}
