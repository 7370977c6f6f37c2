import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { drainClaimed, repeatRounds, retryAt } from '../../lib/outbox-delivery.ts';
import { claimDueMail, markFailedAttempt, markSent } from './repo.ts';
import type { OutboxRow } from './schema.ts';
import type { MailTransport } from './transports.ts';

export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Longer than any SMTP conversation, so a claim outlives the send it covers. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** 30 s after the first failure, doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

async function deliverOne(db: Database, transport: MailTransport, row: OutboxRow, now: Date): Promise<boolean> {
  try {
    await transport.send({
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
    });
    await markSent(db, row.id, transport.channel, now);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markFailedAttempt(db, row.id, message, retryAt(now, row.attempts, MAX_MAIL_ATTEMPTS, retryDelayMs));
    return false;
  }
}

/** Sends what is due once; the sender loop calls it, and tests call it directly. */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  now = new Date(),
): Promise<DeliveryReport> {
  const { succeeded, failed } = await drainClaimed(
    (limit) => claimDueMail(db, now, limit, new Date(now.getTime() + LEASE_MS)),
    BATCH_SIZE,
    (row) => deliverOne(db, transport, row, now),
  );
  return { sent: succeeded, failed };
}

/** Polls the outbox until stopped; the returned function stops it and waits for a running round. */
export function startMailSender(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  intervalMs = 2_000,
): () => Promise<void> {
  return repeatRounds(
    async () => {
      const report = await deliverPendingMail(db, transport);
      if (report.failed > 0) log.warn(report, 'some mail could not be sent; it will be retried');
    },
    { intervalMs, log, failureMessage: 'mail sender round failed' },
  );
}
