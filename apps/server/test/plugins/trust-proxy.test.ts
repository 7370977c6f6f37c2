import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type TrustProxy, testConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const CLIENT = '198.51.100.20';
const PROXY = '10.0.0.5';

let database: DatabaseHandle;
const apps = new Map<string, FastifyInstance>();

/** A production server (which trusted every X-Forwarded-For before TRUST_PROXY) with the given proxy trust. */
async function appTrusting(name: string, trustProxy: TrustProxy): Promise<void> {
  const app = await buildApp(testConfig({ env: 'production', trustProxy }), database);
  app.get('/v1/test/ip', async (request) => ({ ip: request.ip }));
  await app.ready();
  apps.set(name, app);
}

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
  await appTrusting('default', false);
  await appTrusting('one hop', 1);
  await appTrusting('proxy range', ['10.0.0.0/8']);
});

afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await database.close();
});

async function ipSeenBy(name: string, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = apps.get(name);
  if (!app) throw new Error(`no app ${name}`);
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const response = await app.inject({ url: '/v1/test/ip', remoteAddress, headers });
  return response.json<{ ip: string }>().ip;
}

describe('proxy trust (TRUST_PROXY)', () => {
  it('by default takes the socket address, whatever X-Forwarded-For claims', async () => {
    expect(await ipSeenBy('default', CLIENT)).toBe(CLIENT);
    expect(await ipSeenBy('default', CLIENT, '203.0.113.1')).toBe(CLIENT);
    expect(await ipSeenBy('default', CLIENT, '203.0.113.2')).toBe(CLIENT);
    expect(await ipSeenBy('default', PROXY, '203.0.113.3')).toBe(PROXY);
  });

  it('with a hop count takes the address the nearest proxy saw', async () => {
    expect(await ipSeenBy('one hop', PROXY, '203.0.113.1')).toBe('203.0.113.1');
    expect(await ipSeenBy('one hop', PROXY, 'spoofed, 203.0.113.2')).toBe('203.0.113.2');
    expect(await ipSeenBy('one hop', PROXY)).toBe(PROXY);
  });

  it('with proxy addresses believes the header only from those proxies', async () => {
    expect(await ipSeenBy('proxy range', PROXY, '203.0.113.1')).toBe('203.0.113.1');
    expect(await ipSeenBy('proxy range', CLIENT, '203.0.113.1')).toBe(CLIENT);
  });
});
