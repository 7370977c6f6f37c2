import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PSP_WEBHOOK_SECRET } from '../../../src/config.ts';
import { submitCard } from '../../../src/modules/psp/hosted-payment.ts';
import {
  deliverDueNotifications,
  MAX_NOTIFICATION_ATTEMPTS,
  notificationRetryDelayMs,
  signatureHeader,
} from '../../../src/modules/psp/notifications.ts';
import { pspNotifications } from '../../../src/modules/psp/schema.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { card, RETURN_URLS, startPayment } from './psp-fixtures.ts';

const t = useTestApp();

interface Posted {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** A merchant webhook answering the given statuses in turn (the last one from then on). */
function webhook(...statuses: number[]) {
  const posted: Posted[] = [];
  const deliver = async (url: string, body: string, headers: Record<string, string>) => {
    posted.push({ url, body, headers });
    return statuses[Math.min(posted.length, statuses.length) - 1] ?? 200;
  };
  return { posted, deliver };
}

async function paidSession(): Promise<string> {
  const sessionId = await startPayment(t.app.paymentProvider);
  await submitCard(t.db, sessionId, card('4242424242424242'));
  return sessionId;
}

async function notificationOf(sessionId: string) {
  const [row] = await t.db.select().from(pspNotifications).where(eq(pspNotifications.sessionId, sessionId));
  if (!row) throw new Error(`no notification for ${sessionId}`);
  return row;
}

async function drain(): Promise<void> {
  await deliverDueNotifications(t.db, webhook(200).deliver, { now: new Date(Date.now() + 3_600_000) });
}

describe('provider notifications', () => {
  it('posts a signed notification the provider verifies', async () => {
    await drain();
    const sessionId = await paidSession();
    const { posted, deliver } = webhook(200);
    expect(await deliverDueNotifications(t.db, deliver)).toEqual({ delivered: 1, failed: 0 });
    const [notification] = posted;
    expect(notification?.url).toBe(RETURN_URLS.notifyUrl);
    expect(JSON.parse(notification?.body ?? '')).toEqual({
      event: 'PAYMENT_UPDATED',
      sessionId,
      reference: (await t.app.paymentProvider.paymentOf(sessionId)).reference,
    });
    expect(notification?.headers['Motus-Signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = t.app.paymentProvider.verifyNotification(notification?.body ?? '', {
      'motus-signature': notification?.headers['Motus-Signature'],
    });
    expect(verified.sessionId).toBe(sessionId);
    expect((await notificationOf(sessionId)).deliveredAt).not.toBeNull();
  });

  describe('signature', () => {
    const body = JSON.stringify({ event: 'PAYMENT_UPDATED', sessionId: 'ps_1', reference: 'r' });
    const verify = (rawBody: string, header: string) => () =>
      t.app.paymentProvider.verifyNotification(rawBody, { 'motus-signature': header });

    it('accepts a good one', () => {
      const header = signatureHeader(DEVELOPMENT_PSP_WEBHOOK_SECRET, body, new Date());
      expect(verify(body, header)()).toEqual({ event: 'PAYMENT_UPDATED', sessionId: 'ps_1', reference: 'r' });
    });

    it('refuses a tampered body, another secret, a missing header and an old timestamp', () => {
      const header = signatureHeader(DEVELOPMENT_PSP_WEBHOOK_SECRET, body, new Date());
      expect(verify(body.replace('ps_1', 'ps_2'), header)).toThrow(expect.objectContaining({ statusCode: 400 }));
      expect(verify(body, signatureHeader('another-secret-of-16', body, new Date()))).toThrow(
        expect.objectContaining({ errorCode: 'INVALID_SIGNATURE' }),
      );
      expect(verify(body, '')).toThrow(expect.objectContaining({ errorCode: 'INVALID_SIGNATURE' }));
      const old = signatureHeader(DEVELOPMENT_PSP_WEBHOOK_SECRET, body, new Date(Date.now() - 6 * 60_000));
      expect(verify(body, old)).toThrow(expect.objectContaining({ errorCode: 'INVALID_SIGNATURE' }));
    });
  });

  it('retries with backoff until the webhook answers 2xx', async () => {
    await drain();
    const sessionId = await paidSession();
    const { posted, deliver } = webhook(500, 503, 204);
    const start = Date.now();
    expect(await deliverDueNotifications(t.db, deliver, { now: new Date(start) })).toEqual({ delivered: 0, failed: 1 });
    const afterFirst = await notificationOf(sessionId);
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null });
    expect(afterFirst.nextAttemptAt.getTime()).toBe(start + 2_000);

    expect(await deliverDueNotifications(t.db, deliver, { now: new Date(start + 1_000) })).toEqual({
      delivered: 0,
      failed: 0,
    });
    await deliverDueNotifications(t.db, deliver, { now: new Date(start + 2_000) });
    expect((await notificationOf(sessionId)).nextAttemptAt.getTime()).toBe(start + 2_000 + 4_000);
    expect(await deliverDueNotifications(t.db, deliver, { now: new Date(start + 6_000) })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(posted).toHaveLength(3);
    expect(await notificationOf(sessionId)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('doubles the delay from 2 seconds and gives up after 10 attempts', async () => {
    expect([1, 2, 3, 4].map(notificationRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    await drain();
    const sessionId = await paidSession();
    const { posted, deliver } = webhook(500);
    let now = Date.now();
    for (let round = 0; round < MAX_NOTIFICATION_ATTEMPTS + 2; round += 1) {
      await deliverDueNotifications(t.db, deliver, { now: new Date(now) });
      now += 3_600_000;
    }
    expect(posted).toHaveLength(MAX_NOTIFICATION_ATTEMPTS);
    expect(await notificationOf(sessionId)).toMatchObject({ attempts: 10, deliveredAt: null, lastError: 'HTTP 500' });
  });

  it('counts an unreachable webhook as a failed attempt', async () => {
    await drain();
    const sessionId = await paidSession();
    const report = await deliverDueNotifications(t.db, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(report).toEqual({ delivered: 0, failed: 1 });
    expect((await notificationOf(sessionId)).lastError).toBe('connect ECONNREFUSED');
  });

  it('delivers each notification once when two senders run at the same time', async () => {
    await drain();
    await paidSession();
    await paidSession();
    const { posted, deliver } = webhook(200);
    await Promise.all([deliverDueNotifications(t.db, deliver), deliverDueNotifications(t.db, deliver)]);
    expect(posted).toHaveLength(2);
  });
});
