import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { hasNoTenant, prepareDatabase } from '../../src/database.ts';
import { users } from '../../src/modules/identity/schema/users.ts';
import { testDriver } from '../helpers/test-database.ts';

/** A start through main.ts's path: prepareDatabase on an empty in-memory database, then the app on it. */
async function startOnEmptyDatabase<T>(
  config: AppConfig,
  check: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const database = await prepareDatabase({ ...config, databaseUrl: 'memory://' });
  const app = await buildApp(config, database);
  try {
    return { empty: await hasNoTenant(database), users: await userCount(database.db), result: await check(app) };
  } finally {
    await app.close();
    await database.close();
  }
}

async function userCount(db: Parameters<typeof hasNoTenant>[0]['db']): Promise<number> {
  const [row] = await db.select({ users: count() }).from(users);
  return row?.users ?? 0;
}

describe.runIf(testDriver() === 'pglite')('a start on an empty embedded database', () => {
  it('in production stays empty: no demo accounts, no mailbox, no gallery', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      PSP_WEBHOOK_SECRET: 'a-secret-of-our-own',
      LOG_LEVEL: 'silent',
    });
    const start = await startOnEmptyDatabase(production, async (app) => ({
      mailbox: (await app.inject({ url: '/dev/mailbox', headers: { accept: 'text/html' } })).statusCode,
      mails: (await app.inject({ url: '/dev/mailbox/messages.json' })).statusCode,
      health: (await app.inject({ url: '/healthz' })).json(),
    }));
    expect(start.empty).toBe(true);
    expect(start.users).toBe(0);
    expect(start.result).toEqual({ mailbox: 404, mails: 404, health: { status: 'ok', database: 'ok', devUi: false } });
  });

  it('in development loads the demo world, with the mailbox and the gallery', async () => {
    const development = { ...loadConfig({ NODE_ENV: 'development' }), logLevel: 'silent' };
    const start = await startOnEmptyDatabase(development, async (app) => ({
      mails: (await app.inject({ url: '/dev/mailbox/messages.json' })).statusCode,
      health: (await app.inject({ url: '/healthz' })).json(),
    }));
    expect(start.empty).toBe(false);
    expect(start.users).toBeGreaterThan(0);
    expect(start.result).toEqual({ mails: 200, health: { status: 'ok', database: 'ok', devUi: true } });
  });
});
