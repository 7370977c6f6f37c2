import { createHmac, timingSafeEqual } from 'node:crypto';
import { PspErrorCodes } from '@motus/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DEVELOPMENT_PSP_WEBHOOK_SECRET } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { drainClaimed, repeatRounds, retryAt } from '../../lib/outbox-delivery.ts';
import type { ProviderNotification } from '../commerce/index.ts';
import {
  claimDueNotifications,
  type DueNotification,
  insertNotification,
  markAttemptFailed,
  markDelivered,
} from './notifications-repo.ts';
import type { PspSessionRow } from './schema.ts';

const SIGNATURE_HEADER = 'Motus-Signature';
/** A notification signed longer ago (or later) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
export const MAX_NOTIFICATION_ATTEMPTS = 10;
const FIRST_RETRY_MS = 2_000;
/** Longer than a delivery's timeout, so a claim outlives the request it covers. */
const LEASE_MS = 30_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 20;

export type NotificationEvent = ProviderNotification['event'];

/** Posts one notification; answers the HTTP status of the merchant's webhook (throws when it cannot be reached). */
export type DeliverNotification = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

export interface DeliveryOptions {
  /** The signing key; the development secret unless told (tests run with it). */
  secret?: string;
  now?: Date;
}

const notificationSchema = z.object({
  event: z.enum(['PAYMENT_UPDATED', 'TOKENIZATION_UPDATED', 'REFUNDED']),
  sessionId: z.string().min(1),
  reference: z.string(),
});

export function sessionEvent(session: PspSessionRow): NotificationEvent {
  return session.mode === 'TOKENIZATION' ? 'TOKENIZATION_UPDATED' : 'PAYMENT_UPDATED';
}

/** Queues a notification about a session; called in the transaction that changed it. */
export async function enqueueNotification(
  db: Database,
  session: PspSessionRow,
  event: NotificationEvent,
  now: Date,
): Promise<void> {
  const payload: ProviderNotification = { event, sessionId: session.id, reference: session.merchantReference };
  await insertNotification(db, { sessionId: session.id, event, payload: { ...payload }, nextAttemptAt: now });
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key ? headers[key] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

function parseSignature(header: string): { timestamp: number; signatures: string[] } | undefined {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value ?? '');
  return Number.isInteger(timestamp) && signatures.length > 0 ? { timestamp, signatures } : undefined;
}

function sameHex(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

function refused(reason: string): HttpError {
  return new HttpError(400, PspErrorCodes.invalidSignature, `Notification refused: ${reason}`);
}

/** Checks the signature and its age, then the body's shape; throws a 400 on a forged, tampered or stale one. */
export function verifyNotification(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now = new Date(),
): ProviderNotification {
  const signature = parseSignature(headerValue(headers, SIGNATURE_HEADER) ?? '');
  if (!signature) throw refused(`no valid ${SIGNATURE_HEADER} header`);
  if (Math.abs(now.getTime() / 1000 - signature.timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw refused('the signature is too old');
  }
  const expected = hmacHex(secret, signature.timestamp, rawBody);
  if (!signature.signatures.some((candidate) => sameHex(expected, candidate))) {
    throw refused('the signature does not match');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw refused('the body is not JSON');
  }
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) throw refused('the body is not a notification');
  return parsed.data;
}

/** 2 s after the first failed attempt, doubling: 2, 4, 8, ... seconds. */
export function notificationRetryDelayMs(attempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0);
}

async function deliverOne(
  db: Database,
  deliver: DeliverNotification,
  row: DueNotification,
  secret: string,
  now: Date,
): Promise<boolean> {
  const body = JSON.stringify(row.payload);
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, body, now) };
  let error: string;
  try {
    const status = await deliver(row.notifyUrl, body, headers);
    if (status >= 200 && status < 300) {
      await markDelivered(db, row.id, now);
      return true;
    }
    error = `HTTP ${status}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const next = retryAt(now, row.attempts, MAX_NOTIFICATION_ATTEMPTS, notificationRetryDelayMs);
  await markAttemptFailed(db, row.id, error, next);
  return false;
}

/** Sends the notifications that are due once; the delivery loop calls it, and tests call it directly. */
export async function deliverDueNotifications(
  db: Database,
  deliver: DeliverNotification,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const secret = options.secret ?? DEVELOPMENT_PSP_WEBHOOK_SECRET;
  const { succeeded, failed } = await drainClaimed(
    (limit) =>
      claimDueNotifications(db, {
        now,
        limit,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        maxAttempts: MAX_NOTIFICATION_ATTEMPTS,
      }),
    BATCH_SIZE,
    (row) => deliverOne(db, deliver, row, secret, now),
  );
  return { delivered: succeeded, failed };
}

/** The real delivery: an HTTP POST to the merchant's webhook. */
/** Posts to the merchant; a notify address given as a path (the demo data's) is the portal's own webhook. */
async function postNotification(
  origin: string,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await fetch(new URL(url, origin), {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/** Delivers due notifications every interval until stopped; the returned function stops it and waits for a round. */
export function startNotificationDelivery(
  db: Database,
  secret: string,
  origin: string,
  log: FastifyBaseLogger,
  intervalMs = 2_000,
): () => Promise<void> {
  return repeatRounds(
    async () => {
      const report = await deliverDueNotifications(db, (...request) => postNotification(origin, ...request), {
        secret,
      });
      if (report.failed > 0) log.warn(report, 'some payment notifications could not be delivered; retrying');
    },
    { intervalMs, log, failureMessage: 'payment notification round failed' },
  );
}
