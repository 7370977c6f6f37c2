import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../src/modules/contracts/schema.ts';
import { customers } from '../../../src/modules/customers/schema.ts';
import { invoices } from '../../../src/modules/invoices/schema.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const BASE = '/nox/v1/customercenter/invoices';
const MIA_EMAIL = 'mia.schulz@kraftwerk.example';
let anna = '';
let mia = '';

/** Mia has no contract in the demo: she gets a copy of Anna's, so two members' invoices are made at once. */
async function giveMiaAContract() {
  const [mia] = await t.db.select().from(customers).where(eq(customers.email, MIA_EMAIL));
  const [annas] = await t.db.select().from(contracts).where(eq(contracts.tenantId, 'kraftwerk')).limit(1);
  if (!mia || !annas) throw new Error('the demo lacks Mia or a Kraftwerk contract');
  const { id: _id, createdAt: _createdAt, idempotencyKey: _key, ...terms } = annas;
  await t.db.insert(contracts).values({ ...terms, customerId: mia.id, contractNumber: `TEST-${randomUUID()}` });
}

function list(cookie: string) {
  return asMember(t, cookie, { url: BASE });
}

async function downloadUrlOf(cookie: string, invoiceId: string): Promise<URL> {
  const response = await asMember(t, cookie, { url: `${BASE}/${invoiceId}/downloadurl` });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url);
}

function fetchPdf(url: URL) {
  return t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
}

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  mia = await logIn(t, MIA_EMAIL);
  await giveMiaAContract();
});

describe('listing invoices', () => {
  it('numbers the invoices of two members gap-free under 10 concurrent list calls', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => list(index % 2 ? anna : mia)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.select().from(invoices).where(eq(invoices.tenantId, 'kraftwerk'));
    const sequences = rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    expect(sequences.length).toBeGreaterThanOrEqual(24);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    expect(rows.every((row) => /^KRAFTWERK-\d{4}-\d{6}$/.test(row.number))).toBe(true);
  });

  it('answers at most 12 months, newest first, with German VAT split from gross prices', async () => {
    const answer = (await list(anna)).json();
    expect(answer).toHaveLength(12);
    expect(answer[0].period > answer[1].period).toBe(true);
    for (const invoice of answer) {
      expect(invoice.vatRate).toBe(19);
      expect(invoice.netMinor + invoice.vatMinor).toBe(invoice.grossMinor);
      expect(invoice.netMinor).toBe(Math.round(invoice.grossMinor / 1.19));
    }
  });

  it('refuses Lone Star members: the tenant lacks CUSTOMER_CENTER_INVOICE_ACTIVE', async () => {
    const jordan = await logIn(t, DEMO_USERS.lonestar);
    const response = await list(jordan);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });
});

describe('downloading an invoice', () => {
  let invoiceId = '';

  beforeAll(async () => {
    invoiceId = (await list(anna)).json()[0].id;
  });

  it('answers the PDF behind a fresh signed link', async () => {
    const response = await fetchPdf(await downloadUrlOf(anna, invoiceId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a tampered link with 403', async () => {
    const url = await downloadUrlOf(anna, invoiceId);
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`);
    const response = await fetchPdf(url);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('INVOICE_LINK_INVALID');
  });

  it('refuses a link whose expiry was moved or has passed with 403', async () => {
    const url = await downloadUrlOf(anna, invoiceId);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetchPdf(url)).statusCode).toBe(403);
    url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await fetchPdf(url)).statusCode).toBe(403);
  });

  it("answers 404 for another member's invoice", async () => {
    const annasIds = new Set((await list(anna)).json().map((invoice: { id: string }) => invoice.id));
    const foreign = (await t.db.select().from(invoices)).find((row) => !annasIds.has(row.id));
    if (!foreign) throw new Error('Mia has no invoice');
    const response = await asMember(t, anna, { url: `${BASE}/${foreign.id}/downloadurl` });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('INVOICE_NOT_FOUND');
  });
});
