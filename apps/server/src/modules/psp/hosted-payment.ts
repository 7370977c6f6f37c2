import { randomBytes } from 'node:crypto';
import { ErrorCodes, type ErrorItem, PspErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { idealBank, isWalletMethod, WALLET_BRANDS } from './brands.ts';
import { isValidIban, maskedIban } from './iban.ts';
import { enqueueNotification, sessionEvent } from './notifications.ts';
import type { PspInstrument, PspSessionRow } from './schema.ts';
import { changeSession, findSession, type PspSessionStatus, type SessionChange, UNDECIDED } from './sessions-repo.ts';
import { type CardInput, type CardProblems, checkCard } from './test-cards.ts';

/** A hosted page left unfinished this long expires, as real providers' sessions do. */
const SESSION_LIFETIME_MS = 30 * 60_000;

/** Where the buyer's browser goes next: the merchant's return URL, or the provider's next page. */
export interface HostedOutcome {
  status: PspSessionStatus;
  redirectUrl: string;
}

export interface MandateInput {
  iban: string;
  holder: string;
}

export function paymentPagePath(sessionId: string): string {
  return `/psp/pay/${encodeURIComponent(sessionId)}`;
}

function challengePagePath(sessionId: string): string {
  return `${paymentPagePath(sessionId)}/challenge`;
}

export function statusOf(session: PspSessionRow): PspSessionStatus {
  return session.status as PspSessionStatus;
}

export function isDecided(session: PspSessionRow): boolean {
  return !UNDECIDED.includes(statusOf(session));
}

/** The merchant's success, failure or cancel URL for a decided session; the provider's own page otherwise. */
export function nextUrlOf(session: PspSessionRow): string {
  switch (statusOf(session)) {
    case 'AUTHORIZED':
    case 'PENDING':
      return session.successUrl;
    case 'CANCELED':
      return session.cancelUrl;
    case 'DECLINED':
    case 'EXPIRED':
      return session.failureUrl;
    case 'CHALLENGE':
      return challengePagePath(session.id);
    default:
      return paymentPagePath(session.id);
  }
}

function outcomeOf(session: PspSessionRow): HostedOutcome {
  return { status: statusOf(session), redirectUrl: nextUrlOf(session) };
}

function newInstrument(details: Omit<PspInstrument, 'token'>): PspInstrument {
  return { token: `tok_${randomBytes(16).toString('hex')}`, ...details };
}

/**
 * Changes a session from one of the given statuses and, when that decides it, queues the merchant's notification in
 * the same transaction: a decided session always has its notification on the way.
 */
export async function decideSession(
  db: Database,
  session: PspSessionRow,
  from: readonly PspSessionStatus[],
  change: SessionChange,
  now: Date,
): Promise<PspSessionRow | undefined> {
  return db.transaction(async (tx) => {
    const changed = await changeSession(tx, session.id, from, change, now);
    if (changed && isDecided(changed)) await enqueueNotification(tx, changed, sessionEvent(changed), now);
    return changed;
  });
}

async function expireIfStale(db: Database, session: PspSessionRow, now: Date): Promise<PspSessionRow> {
  const stale = !isDecided(session) && session.createdAt.getTime() + SESSION_LIFETIME_MS <= now.getTime();
  if (!stale) return session;
  const expired = await decideSession(db, session, UNDECIDED, { status: 'EXPIRED' }, now);
  return expired ?? (await findSession(db, session.id)) ?? session;
}

/** A session as it stands now (a stale unfinished one has expired); 404 when there is none. */
export async function loadSession(db: Database, sessionId: string, now = new Date()): Promise<PspSessionRow> {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound(PspErrorCodes.sessionNotFound, 'No such payment session');
  return expireIfStale(db, session, now);
}

function alreadyDecided(): HttpError {
  return new HttpError(409, PspErrorCodes.sessionDecided, 'This payment is already completed');
}

function requireMethod(session: PspSessionRow, accepts: (method: string) => boolean): void {
  if (!accepts(session.method)) {
    throw new HttpError(409, PspErrorCodes.wrongMethod, `This session is paid with ${session.method}`);
  }
}

async function settle(
  db: Database,
  session: PspSessionRow,
  from: readonly PspSessionStatus[],
  change: SessionChange,
  now: Date,
): Promise<HostedOutcome> {
  const changed = await decideSession(db, session, from, change, now);
  if (!changed) throw alreadyDecided();
  return outcomeOf(changed);
}

function problemItems(problems: Partial<Record<string, string>>, prefix: string): ErrorItem[] {
  return Object.entries(problems).map(([field, problem = '']) => ({
    errorCode: ErrorCodes.invalidValue,
    typedArgs: [
      { type: 'FIELD', value: `${prefix}.${field}` },
      { type: 'STRING', value: problem },
    ],
  }));
}

function invalidCard(problems: CardProblems): HttpError {
  return badRequest(PspErrorCodes.invalidCard, 'The card was refused', problemItems(problems, 'card'));
}

/** The card page's Pay: a test number's outcome, or the 3-D Secure challenge. */
export async function submitCard(
  db: Database,
  sessionId: string,
  card: CardInput,
  now = new Date(),
): Promise<HostedOutcome> {
  const session = await loadSession(db, sessionId, now);
  requireMethod(session, (method) => method === 'CREDIT_CARD');
  if (statusOf(session) !== 'OPEN') throw alreadyDecided();
  const checked = checkCard(card, now);
  if ('problems' in checked) throw invalidCard(checked.problems);
  const { behaviour } = checked.card;
  const change: SessionChange =
    behaviour.status === 'DECLINED'
      ? { status: 'DECLINED', declineCode: behaviour.declineCode, instrument: null }
      : { status: behaviour.status, instrument: newInstrument(checked.instrument) };
  return settle(db, session, ['OPEN'], change, now);
}

/** The 3-D Secure page's Approve or Fail. */
export async function completeChallenge(
  db: Database,
  sessionId: string,
  approve: boolean,
  now = new Date(),
): Promise<HostedOutcome> {
  const session = await loadSession(db, sessionId, now);
  if (statusOf(session) !== 'CHALLENGE') throw alreadyDecided();
  const change: SessionChange = approve
    ? { status: 'AUTHORIZED' }
    : { status: 'DECLINED', declineCode: 'AUTHENTICATION_FAILED', instrument: null };
  return settle(db, session, ['CHALLENGE'], change, now);
}

function walletLabel(method: string, bankId: string | undefined): string {
  const brand = isWalletMethod(method) ? WALLET_BRANDS[method].name : method;
  const bank = bankId ? idealBank(bankId) : undefined;
  return bank ? `${brand} · ${bank.name}` : brand;
}

/** A wallet or bank page's Approve or Cancel (PayPal, iDEAL with the chosen bank, TWINT, Bancontact). */
export async function decideWallet(
  db: Database,
  sessionId: string,
  approve: boolean,
  options: { bank?: string | undefined } = {},
  now = new Date(),
): Promise<HostedOutcome> {
  const session = await loadSession(db, sessionId, now);
  requireMethod(session, isWalletMethod);
  if (options.bank !== undefined && (session.method !== 'IDEAL' || !idealBank(options.bank))) {
    throw badRequest(PspErrorCodes.invalidBank, 'Unknown bank');
  }
  const change: SessionChange = approve
    ? { status: 'AUTHORIZED', instrument: newInstrument({ label: walletLabel(session.method, options.bank) }) }
    : { status: 'CANCELED' };
  return settle(db, session, ['OPEN'], change, now);
}

export function mandateProblems(input: MandateInput): Partial<Record<keyof MandateInput, string>> {
  return {
    ...(isValidIban(input.iban) ? {} : { iban: input.iban.trim() ? 'invalidIban' : 'required' }),
    ...(input.holder.trim() ? {} : { holder: 'required' }),
  };
}

/** The SEPA page's mandate: a valid IBAN is accepted and the debit is PENDING until collected (treated as paid). */
export async function acceptMandate(
  db: Database,
  sessionId: string,
  input: MandateInput,
  now = new Date(),
): Promise<HostedOutcome> {
  const session = await loadSession(db, sessionId, now);
  requireMethod(session, (method) => method === 'SEPA_DIRECT_DEBIT');
  const problems = mandateProblems(input);
  if (Object.keys(problems).length > 0) {
    throw badRequest(PspErrorCodes.invalidMandate, 'The mandate was refused', problemItems(problems, 'mandate'));
  }
  const instrument = newInstrument({ label: `SEPA ${maskedIban(input.iban)}`, holderName: input.holder.trim() });
  return settle(db, session, ['OPEN'], { status: 'PENDING', instrument }, now);
}

/** "Cancel payment" on any of the pages. */
export async function cancelHostedPayment(db: Database, sessionId: string, now = new Date()): Promise<HostedOutcome> {
  const session = await loadSession(db, sessionId, now);
  return settle(db, session, UNDECIDED, { status: 'CANCELED' }, now);
}
