import { describe, expect, it } from 'vitest';
import { attemptSucceeded, tryAttempt } from '../../../src/modules/identity/guess-limits.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const MINUTE = 60_000;

function at(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * MINUTE);
}

describe('attempt counters', () => {
  it('refuse the 11th login attempt of an account within its window, and start afresh after it', async () => {
    const start = new Date('2030-03-01T10:00:00Z');
    const attempter = { source: '192.0.2.1', account: 'window@example.com' };
    for (let minute = 0; minute < 10; minute += 1) {
      expect((await tryAttempt(t.db, 'LOGIN', attempter, at(start, minute))).attempt).toBeDefined();
    }
    expect(await tryAttempt(t.db, 'LOGIN', attempter, at(start, 14))).toEqual({ refused: 'ACCOUNT' });
    expect((await tryAttempt(t.db, 'LOGIN', attempter, at(start, 15))).attempt).toBeDefined();
  });

  it('take nothing from the source when the account refuses (all or none)', async () => {
    const now = new Date('2030-03-02T10:00:00Z');
    const source = '192.0.2.2';
    for (let index = 0; index < 5; index += 1) {
      await tryAttempt(t.db, 'MAIL', { source, account: 'full@example.com' }, now);
    }
    for (let index = 0; index < 45; index += 1) {
      expect(await tryAttempt(t.db, 'MAIL', { source, account: 'full@example.com' }, now)).toEqual({
        refused: 'ACCOUNT',
      });
    }
    for (let index = 0; index < 45; index += 1) {
      const { attempt } = await tryAttempt(t.db, 'MAIL', { source, account: `other${index}@example.com` }, now);
      expect(attempt, `mail ${index}`).toBeDefined();
    }
    expect(await tryAttempt(t.db, 'MAIL', { source, account: 'last@example.com' }, now)).toEqual({ refused: 'SOURCE' });
  });

  it('give a successful attempt back, and a login success forgives the account its failures', async () => {
    const now = new Date('2030-03-03T10:00:00Z');
    const attempter = { source: '192.0.2.3', account: 'forgiven@example.com' };
    for (let index = 0; index < 9; index += 1) await tryAttempt(t.db, 'LOGIN', attempter, now);
    const success = await tryAttempt(t.db, 'LOGIN', attempter, now);
    if (!success.attempt) throw new Error('the 10th attempt was refused');
    await attemptSucceeded(t.db, success.attempt);
    for (let index = 0; index < 10; index += 1) {
      expect((await tryAttempt(t.db, 'LOGIN', attempter, now)).attempt, `attempt ${index}`).toBeDefined();
    }
  });
});
