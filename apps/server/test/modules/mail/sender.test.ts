import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../../src/modules/mail/outbox.ts';
import { type OutboxRow, outbox } from '../../../src/modules/mail/schema.ts';
import { deliverPendingMail, MAX_MAIL_ATTEMPTS, retryDelayMs } from '../../../src/modules/mail/sender.ts';
import type { MailTransport, OutgoingMail } from '../../../src/modules/mail/transports.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

function fakeTransport(options: { failing?: boolean } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    channel: 'smtp',
    send: async (mail) => {
      if (options.failing) throw new Error('SMTP server unreachable');
      sent.push(mail);
    },
  };
  return { transport, sent };
}

async function queue(to: string): Promise<void> {
  await enqueueMail(t.db, {
    to,
    userId: randomUUID(),
    template: 'registration-code',
    locale: 'en-GB',
    variables: { name: 'Kim', code: '123456', link: 'http://localhost:3000/verify-register', validMinutes: 60 },
    signer: { facilityGroup: undefined, tenantId: undefined },
  });
}

async function mailTo(to: string): Promise<OutboxRow> {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.toAddress, to));
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

describe('outbox sender', () => {
  it('sends what is pending once and marks it sent', async () => {
    await queue('one@example.com');
    await queue('two@example.com');
    const { transport, sent } = fakeTransport();
    const report = await deliverPendingMail(t.db, transport);
    expect(report).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((mail) => mail.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(sent[0]).toMatchObject({ subject: 'Your registration code', text: expect.stringContaining('123456') });
    expect(await mailTo('one@example.com')).toMatchObject({ status: 'SENT', channel: 'smtp', attempts: 1 });
    expect(await deliverPendingMail(t.db, transport)).toEqual({ sent: 0, failed: 0 });
  });

  it('delivers each message once when two senders run at the same time', async () => {
    const addresses = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const address of addresses) await queue(address);
    const { transport, sent } = fakeTransport();
    await Promise.all([deliverPendingMail(t.db, transport), deliverPendingMail(t.db, transport)]);
    expect(sent.map((mail) => mail.to).sort()).toEqual(addresses);
  });

  it('retries a failed message with growing delays and gives up after the last attempt', async () => {
    const to = 'flaky@example.com';
    await queue(to);
    const down = fakeTransport({ failing: true });
    let now = new Date();
    expect(await deliverPendingMail(t.db, down.transport, now)).toEqual({ sent: 0, failed: 1 });
    const first = await mailTo(to);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SMTP server unreachable' });
    expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(await deliverPendingMail(t.db, down.transport, now)).toEqual({ sent: 0, failed: 0 });

    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      now = new Date((await mailTo(to)).nextAttemptAt.getTime() + 1);
      await deliverPendingMail(t.db, down.transport, now);
    }
    expect(await mailTo(to)).toMatchObject({ status: 'FAILED', attempts: MAX_MAIL_ATTEMPTS });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });

  it('sends a message that failed once when its retry is due', async () => {
    const to = 'later@example.com';
    await queue(to);
    const now = new Date();
    await deliverPendingMail(t.db, fakeTransport({ failing: true }).transport, now);
    const up = fakeTransport();
    await deliverPendingMail(t.db, up.transport, new Date(now.getTime() + retryDelayMs(1) + 1));
    expect(up.sent.map((mail) => mail.to)).toEqual([to]);
    expect(await mailTo(to)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('queues nothing when the transaction of the change rolls back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to,
          userId: randomUUID(),
          template: 'password-reset',
          locale: 'de-DE',
          variables: { name: 'Kim', code: '654321', link: 'http://localhost:3000/verify-password', validMinutes: 60 },
          signer: { facilityGroup: undefined, tenantId: undefined },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(inArray(outbox.toAddress, [to])),
    ).toEqual([]);
  });
});
