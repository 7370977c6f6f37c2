import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sepaMandates } from '../../../src/modules/contracts/schema.ts';
import { decideAmendment } from '../../../src/modules/customer-data/index.ts';
import { customerAmendments } from '../../../src/modules/customer-data/schema.ts';
import { customers } from '../../../src/modules/customers/schema.ts';
import { DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import {
  ANNA,
  addressChange,
  call,
  documents,
  MIA_EMAIL,
  PDF_BYTES,
  paymentChange,
  personalChange,
} from './customer-data-requests.ts';

const t = useTestApp();
/** Tom Krause, Kraftwerk's demo staff account (seed/members.ts). */
const STAFF = '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a06';
let anna = '';
let mia = '';
let lukas = '';

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  mia = await logIn(t, MIA_EMAIL);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

function withdraw(cookie: string, id: string) {
  return call(t, cookie, `amendments/${id}/withdraw`, {});
}

async function storedAmendment(id: string) {
  const [row] = await t.db.select().from(customerAmendments).where(eq(customerAmendments.id, id));
  return row;
}

async function annaCustomer() {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, ANNA.customerId));
  return row;
}

const marriage = () => personalChange({ document: documents.marriageCertificate });

describe('a personal change waiting for the studio (APPROVAL)', () => {
  let pendingId = '';

  it('keeps the data as it was and answers the pending change', async () => {
    const response = await call(t, anna, 'personaldata', marriage());
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.data.lastName).toBe('Berger');
    expect(answer.pending).toMatchObject({ group: 'PERSONAL', status: 'PENDING', values: { lastName: 'Berger-Roth' } });
    expect(answer.pending.values).not.toHaveProperty('document');
    pendingId = answer.pending.id;
    expect((await call(t, anna, 'personaldata')).json().pending.id).toBe(pendingId);
    expect((await annaCustomer())?.lastName).toBe('Berger');
  });

  it('stores the proof as bytes with its type and file name', async () => {
    const stored = await storedAmendment(pendingId);
    expect(stored).toMatchObject({
      documentType: 'ID_CARD',
      documentFileName: 'heiratsurkunde.pdf',
      documentContentType: 'application/pdf',
      previousValues: { lastName: 'Berger' },
    });
    expect(stored?.documentData?.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses a second change of the group while one waits', async () => {
    const response = await call(t, anna, 'personaldata', marriage());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'CUSTOMER_DATA_CHANGE_PENDING' });
  });

  it('does not let another member, or a member of another tenant, withdraw it', async () => {
    for (const cookie of [mia, lukas]) {
      const response = await withdraw(cookie, pendingId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'AMENDMENT_NOT_FOUND' });
    }
    expect((await withdraw(anna, randomUUID())).json()).toMatchObject({ errorCode: 'AMENDMENT_NOT_FOUND' });
  });

  it('is withdrawn by the member, once', async () => {
    const response = await withdraw(anna, pendingId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: pendingId, status: 'WITHDRAWN' });
    expect((await call(t, anna, 'personaldata')).json().pending).toBeNull();
    const again = await withdraw(anna, pendingId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'AMENDMENT_NOT_PENDING' });
  });

  it('applies when the studio decides so', async () => {
    const { pending } = (await call(t, anna, 'personaldata', marriage())).json();
    const decided = await decideAmendment(t.db, {
      tenant: 'kraftwerk',
      amendmentId: pending.id,
      decision: 'APPLY',
      reason: null,
      decidedBy: STAFF,
    });
    expect(decided.status).toBe('APPLIED');
    expect((await call(t, anna, 'personaldata')).json()).toMatchObject({
      data: { lastName: 'Berger-Roth' },
      pending: null,
    });
    expect(await storedAmendment(pending.id)).toMatchObject({
      decidedBy: STAFF,
      previousValues: { lastName: 'Berger' },
    });
    expect((await withdraw(anna, pending.id)).json()).toMatchObject({ errorCode: 'AMENDMENT_NOT_PENDING' });
  });

  it("is not decided outside the amendment's tenant, nor twice", async () => {
    const { pending } = (await call(t, anna, 'personaldata', marriage())).json();
    const decision = { amendmentId: pending.id, decision: 'REJECT' as const, reason: 'No proof', decidedBy: STAFF };
    await expect(decideAmendment(t.db, { ...decision, tenant: 'alpenfit' })).rejects.toMatchObject({
      errorCode: 'AMENDMENT_NOT_FOUND',
    });
    await decideAmendment(t.db, { ...decision, tenant: 'kraftwerk' });
    await expect(decideAmendment(t.db, { ...decision, tenant: 'kraftwerk' })).rejects.toMatchObject({
      errorCode: 'AMENDMENT_NOT_PENDING',
    });
  });
});

describe('a new bank account waiting for the studio (APPROVAL)', () => {
  it('refuses an invalid IBAN', async () => {
    const response = await call(t, anna, 'paymentdata', paymentChange({ iban: 'DE17100500000123456780' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_IBAN' });
  });

  it('leaves the account and mandate as they were when the studio rejects it', async () => {
    const { pending } = (await call(t, anna, 'paymentdata', paymentChange())).json();
    expect(pending.values).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      accountHolder: 'Anna Berger',
    });
    await decideAmendment(t.db, {
      tenant: 'kraftwerk',
      amendmentId: pending.id,
      decision: 'REJECT',
      reason: 'Account holder does not match',
      decidedBy: STAFF,
    });
    expect(await storedAmendment(pending.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Account holder does not match',
    });
    const answer = (await call(t, anna, 'paymentdata')).json();
    expect(answer.data).toMatchObject({ iban: ANNA.iban, mandateReference: ANNA.mandateReference });
    expect(answer.pending).toBeNull();
  });

  it('signs a new mandate with a new reference and updates the IBAN when the studio applies it', async () => {
    const { pending } = (await call(t, anna, 'paymentdata', paymentChange())).json();
    await decideAmendment(t.db, {
      tenant: 'kraftwerk',
      amendmentId: pending.id,
      decision: 'APPLY',
      reason: null,
      decidedBy: STAFF,
    });
    const { data } = (await call(t, anna, 'paymentdata')).json();
    expect(data).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' });
    expect(data.mandateReference).toMatch(/^MOTUS-M\d{10}$/);
    expect(data.mandateReference).not.toBe(ANNA.mandateReference);
    expect((await annaCustomer())?.iban).toBe('DE89370400440532013000');
    const mandates = await t.db.select().from(sepaMandates).where(eq(sepaMandates.customerId, ANNA.customerId));
    expect(mandates.map((mandate) => mandate.mandateReference)).toContain(data.mandateReference);
    expect(mandates).toHaveLength(2);
  });

  it('downloads the current mandate as a PDF', async () => {
    const response = await call(t, anna, 'sepamandate/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/MOTUS-M\d{10}\.pdf/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('changes of different groups', () => {
  it('wait independently of each other', async () => {
    const { pending } = (
      await call(
        t,
        mia,
        'personaldata',
        personalChange({
          firstName: 'Mia',
          lastName: 'Schulz-Weber',
          dateOfBirth: '1997-03-18',
          document: documents.marriageCertificate,
        }),
      )
    ).json();
    expect(pending.status).toBe('PENDING');
    const address = await call(t, mia, 'addressdata', addressChange());
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().pending).toBeNull();
  });
});
