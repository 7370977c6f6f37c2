import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeUsage, deleteEndedUsageWindows } from '../../src/lib/usage-limit.ts';
import { usageCounters } from '../../src/lib/usage-limit-schema.ts';
import { useSecondInstance } from '../helpers/second-instance.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);

const HOUR = 60 * 60_000;
const BURST = 200;

const newKey = () => `test:usage:${randomUUID()}`;

describe('usage limits (lib/usage-limit.ts)', () => {
  it('allows the limit per window, refuses beyond it, and starts a new window when the old one has ended', async () => {
    const key = newKey();
    const start = new Date('2030-01-01T10:00:00Z');
    const use = (minutesLater: number) =>
      consumeUsage(t.db, { key, limit: 3, windowMs: HOUR, now: new Date(start.getTime() + minutesLater * 60_000) });
    expect([await use(0), await use(1), await use(2), await use(3), await use(59)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([await use(60), await use(61), await use(62), await use(63)]).toEqual([true, true, true, false]);
  });

  it(`allows exactly the limit of ${BURST} uses at once, from two server instances`, async () => {
    const key = newKey();
    const outcomes = await Promise.all(
      Array.from({ length: BURST }, (_, index) => consumeUsage(instanceFor(index), { key, limit: 7, windowMs: HOUR })),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(7);
    const [counter] = await t.db.select().from(usageCounters).where(eq(usageCounters.key, key));
    expect(counter?.used).toBe(7);
  });

  it('counts nothing for a transaction that is rolled back', async () => {
    const key = newKey();
    await expect(
      t.db.transaction(async (tx) => {
        expect(await consumeUsage(tx, { key, limit: 1, windowMs: HOUR })).toBe(true);
        throw new Error('refused later in the transaction');
      }),
    ).rejects.toThrow('refused later');
    expect(await consumeUsage(t.db, { key, limit: 1, windowMs: HOUR })).toBe(true);
  });

  it('drops the counters of ended windows', async () => {
    const ended = newKey();
    const running = newKey();
    await consumeUsage(t.db, { key: ended, limit: 1, windowMs: HOUR, now: new Date(Date.now() - 2 * HOUR) });
    await consumeUsage(t.db, { key: running, limit: 1, windowMs: HOUR });
    await deleteEndedUsageWindows(t.db);
    const left = await t.db.select({ key: usageCounters.key }).from(usageCounters);
    expect(left.map((row) => row.key)).toContain(running);
    expect(left.map((row) => row.key)).not.toContain(ended);
  });
});
