import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { consumeUsage, forgetUsage, returnUsage } from '../../lib/usage-limit.ts';

export const limitKinds = ['LOGIN', 'CODE', 'MAIL', 'STUDIO_CONNECT', 'UNLOCK_MAIL', 'VOUCHER_CODE'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** SOURCE: the caller's address; ACCOUNT: a lower-case e-mail or a user id, known or not; DEVICE: a trusted device. */
export type CounterScope = 'SOURCE' | 'ACCOUNT' | 'DEVICE';

export interface CounterKey {
  kind: LimitKind;
  scope: CounterScope;
  key: string;
}

/** The counter's key in the shared usage counters (lib/usage-limit.ts), e.g. `LOGIN:ACCOUNT:anna@example.com`. */
export function usageKeyOf(counter: CounterKey): string {
  return `${counter.kind}:${counter.scope}:${counter.key}`;
}

interface Limit {
  /** Uses per window for one source address; an office or mobile network shares one, so this is the higher one. */
  perSource: number;
  /** Uses per window for one account, and for one trusted device of it (its logins count there instead). */
  perAccount: number;
  windowMinutes: number;
  /** failures: an attempt that succeeds gives its use back; requests: every request counts (mails sent). */
  counts: 'failures' | 'requests';
  /** A success also forgives the account's earlier failures. */
  successForgives: boolean;
}

/** The numbers are in docs/operations.md (Security, Guessing limits); change both together. */
export const GUESS_LIMITS: Record<LimitKind, Limit> = {
  LOGIN: { perSource: 100, perAccount: 10, windowMinutes: 15, counts: 'failures', successForgives: true },
  CODE: { perSource: 100, perAccount: 10, windowMinutes: 15, counts: 'failures', successForgives: false },
  MAIL: { perSource: 50, perAccount: 5, windowMinutes: 15, counts: 'requests', successForgives: false },
  STUDIO_CONNECT: { perSource: 100, perAccount: 10, windowMinutes: 15, counts: 'failures', successForgives: true },
  UNLOCK_MAIL: { perSource: 10, perAccount: 1, windowMinutes: 60, counts: 'requests', successForgives: false },
  VOUCHER_CODE: { perSource: 20, perAccount: 10, windowMinutes: 15, counts: 'failures', successForgives: false },
};

/** Who makes an attempt: the caller's address, and the account it is about or the trusted device it comes from. */
export interface Attempter {
  source: string;
  /** A lower-case e-mail or a user id; none for a guest who has no account (a voucher code at a guest checkout). */
  account?: string | undefined;
  /** A trusted device of the account: the attempt counts against the device instead of the account. */
  device?: string | undefined;
}

/** An attempt that holds one use of each of its counters. */
export interface Attempt {
  kind: LimitKind;
  counters: CounterKey[];
}

export function tooManyAttempts(): HttpError {
  return new HttpError(429, ErrorCodes.tooManyRequests, 'Too many attempts. Please wait a few minutes.');
}

class LimitReached extends Error {
  constructor(readonly scope: CounterScope) {
    super(`${scope} limit reached`);
  }
}

/** Source first, then account or device: every attempt locks its rows in this order, so two never wait on each other. */
function countersOf(kind: LimitKind, attempter: Attempter): CounterKey[] {
  const counters: CounterKey[] = [{ kind, scope: 'SOURCE', key: attempter.source }];
  if (attempter.device) counters.push({ kind, scope: 'DEVICE', key: attempter.device });
  else if (attempter.account !== undefined) counters.push({ kind, scope: 'ACCOUNT', key: attempter.account });
  return counters;
}

/**
 * Takes one use of every counter of the attempt, all or none (one transaction), before the secret is evaluated: at
 * most the limit is ever evaluated, whatever the concurrency and the number of instances. Answers the attempt, or the
 * scope whose window has no use left.
 */
export async function tryAttempt(
  db: Database,
  kind: LimitKind,
  attempter: Attempter,
  now = new Date(),
): Promise<{ attempt: Attempt; refused?: undefined } | { attempt?: undefined; refused: CounterScope }> {
  const limit = GUESS_LIMITS[kind];
  const windowMs = limit.windowMinutes * 60_000;
  const counters = countersOf(kind, attempter);
  try {
    await db.transaction(async (tx) => {
      for (const counter of counters) {
        const allowed = counter.scope === 'SOURCE' ? limit.perSource : limit.perAccount;
        const taken = await consumeUsage(tx, { key: usageKeyOf(counter), limit: allowed, windowMs, now });
        if (!taken) throw new LimitReached(counter.scope);
      }
    });
  } catch (error) {
    if (error instanceof LimitReached) return { refused: error.scope };
    throw error;
  }
  return { attempt: { kind, counters } };
}

/** Like tryAttempt; refuses with 429 when a limit is reached. */
export async function beginAttempt(db: Database, kind: LimitKind, attempter: Attempter): Promise<Attempt> {
  const { attempt } = await tryAttempt(db, kind, attempter);
  if (!attempt) throw tooManyAttempts();
  return attempt;
}

/** For limits on failures: the attempt succeeded, so its uses go back (and the account's failures are forgiven). */
export async function attemptSucceeded(db: Database, attempt: Attempt): Promise<void> {
  const limit = GUESS_LIMITS[attempt.kind];
  if (limit.counts === 'requests') return;
  for (const counter of attempt.counters) {
    if (counter.scope !== 'SOURCE' && limit.successForgives) await forgetUsage(db, usageKeyOf(counter));
    else await returnUsage(db, usageKeyOf(counter));
  }
}
