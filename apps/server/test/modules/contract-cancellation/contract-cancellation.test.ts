import type { ContractCancellationReceipt, ContractCancellationRequest } from '@motus/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUEST_LIMITS } from '../../../src/lib/guest-limits.ts';
import { receiveCancellation } from '../../../src/modules/contract-cancellation/cancellation-service.ts';
import type {
  CancellationIdentity,
  ContractCanceller,
} from '../../../src/modules/contract-cancellation/contract-lookup.ts';
import { contractCancellationRequests } from '../../../src/modules/contract-cancellation/schema.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { limitOf, setUsage } from '../../helpers/usage-factory.ts';

const t = useTestApp();

const URL = '/v1/public/contract-cancellations';

function requestBody(overrides: Partial<ContractCancellationRequest> = {}): ContractCancellationRequest {
  return {
    studioId: BERLIN.studioId,
    firstName: 'Erika',
    lastName: 'Mustermann',
    dateOfBirth: '1980-02-29',
    email: 'erika.mustermann@example.com',
    kind: 'ORDINARY',
    locale: 'de-DE',
    ...overrides,
  };
}

function send(payload: unknown, source = '198.51.100.10') {
  return t.request({ method: 'POST', url: URL, payload: payload as object, remoteAddress: source });
}

async function mailsTo(address: string) {
  return t.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt));
}

describe('cancellation without login (§312k BGB)', () => {
  it('stores a request that matches no contract and answers it as received, like any other', async () => {
    const response = await send(requestBody({ email: 'nobody.known@example.com', wishedDate: '2027-03-31' }));
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json<ContractCancellationReceipt>();
    expect(receipt.studioName).toBe('Kraftwerk Berlin Mitte');
    const [stored] = await t.db
      .select()
      .from(contractCancellationRequests)
      .where(eq(contractCancellationRequests.id, receipt.requestId));
    expect(stored).toMatchObject({ email: 'nobody.known@example.com', wishedDate: '2027-03-31', contractId: null });
  });

  it('mails the person a receipt with the time of receipt and the PDF, and tells the studio', async () => {
    const email = 'receipt.reader@example.com';
    const response = await send(requestBody({ email, kind: 'EXTRAORDINARY', reason: 'Umzug nach Hamburg' }));
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('contract-cancellation-received');
    expect(mail?.subject).toBe('Ihre Kündigung ist eingegangen: Kraftwerk Berlin Mitte');
    expect(mail?.textBody).toContain('Zum nächstmöglichen Zeitpunkt');
    expect(mail?.variables.receivedAt).toMatch(/\d{1,2}:\d{2}/);
    expect(mail?.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    const studioMails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'contract-cancellation-studio'))
      .orderBy(desc(outbox.createdAt));
    expect(studioMails[0]?.subject).toBe('Kündigung ohne Login: Erika Mustermann');
  });

  it('records the contract a request identifies and mails its end date', async () => {
    const seen: CancellationIdentity[] = [];
    const canceller: ContractCanceller = {
      cancelMatching: async (_db, identity) => {
        seen.push(identity);
        return {
          contractId: crypto.randomUUID(),
          contractNumber: 'V-1001',
          name: 'Premium 12',
          contractEndDate: '2027-06-30',
        };
      },
    };
    const email = 'matched.member@example.com';
    const receipt = await receiveCancellation(t.db, requestBody({ email, contractNumber: 'V-1001' }), {
      canceller,
      source: '198.51.100.20',
      origin: 'https://portal.example',
      now: new Date('2026-11-26T15:04:00Z'),
    });
    expect(seen[0]).toMatchObject({ tenantId: BERLIN.tenant, contractNumber: 'V-1001', dateOfBirth: '1980-02-29' });
    const [stored] = await t.db
      .select()
      .from(contractCancellationRequests)
      .where(eq(contractCancellationRequests.id, receipt.requestId));
    expect(stored?.contractEndDate).toBe('2027-06-30');
    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('contract-cancellation-confirmed');
    expect(mail?.textBody).toContain('am 26. November 2026 um 16:04 eingegangen');
    expect(mail?.textBody).toContain('Ihr Vertrag endet am 30. Juni 2027');
  });

  it.each([
    ['no name', { firstName: '' }],
    ['a date of birth that is no date', { dateOfBirth: '1980-13-01' }],
    ['no e-mail address', { email: 'not-an-address' }],
    ['an unknown kind', { kind: 'WHENEVER' }],
    ['an extraordinary cancellation without a reason', { kind: 'EXTRAORDINARY' }],
    ['a wished date that is no date', { wishedDate: 'soon' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_case, change) => {
    const response = await send({ ...requestBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('answers an unknown studio with 404 STUDIO_NOT_FOUND', async () => {
    const response = await send(requestBody({ studioId: 999_999 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND' });
  });

  it(`mails one address at most ${GUEST_LIMITS.mailsPerRecipient.limit} times a day`, async () => {
    const email = 'often.cancelling@example.com';
    for (let index = 0; index < GUEST_LIMITS.mailsPerRecipient.limit; index += 1) {
      expect((await send(requestBody({ email }), `198.51.100.${30 + index}`)).statusCode).toBe(200);
    }
    const refused = await send(requestBody({ email }), '198.51.100.60');
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_EMAIL_LIMIT' });
  });

  it('limits the requests of one source address, and stores nothing it refuses', async () => {
    const source = '198.51.100.70';
    await setUsage(t.db, `guest-mail:source:${source}`, GUEST_LIMITS.mailsPerSource, GUEST_LIMITS.mailsPerSource.limit);
    const email = 'refused.source@example.com';
    const refused = await send(requestBody({ email }), source);
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_SOURCE_LIMIT' });
    const stored = await t.db
      .select()
      .from(contractCancellationRequests)
      .where(eq(contractCancellationRequests.email, email));
    expect(stored).toEqual([]);
  });
});
