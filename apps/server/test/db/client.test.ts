import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openAppDatabase } from '../../src/database.ts';
import type { Database } from '../../src/db/client.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { onMaintenanceDatabase } from '../helpers/test-database.ts';

const t = useTestApp();

/** The server process behind the pool's next connection. */
async function backendPid(db: Database): Promise<number> {
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
  return Number(result.rows[0]?.pid);
}

describe.runIf(process.env.MOTUS_TEST_DRIVER === 'postgres')('the PostgreSQL pool', () => {
  it('survives an idle connection that the server ends, and opens a new one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const url = t.databaseUrl ?? '';
    const handle = await openAppDatabase({ url, dataDir: '', poolSize: 2 });
    try {
      const before = await backendPid(handle.db);
      await onMaintenanceDatabase(`select pg_terminate_backend(${before})`);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(await backendPid(handle.db)).not.toBe(before);
    } finally {
      await handle.close();
      warn.mockRestore();
    }
  });
});
