import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const URL = '/nox/v1/customercenter/dataprivacy/download';
const KRAFTWERK = { 'x-tenant': 'kraftwerk' };

const t = useTestApp();
let anna = '';

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

function download(cookie: string, format?: 'json' | 'pdf') {
  return asMember(t, cookie, { url: format ? `${URL}?format=${format}` : URL });
}

describe("Anna's data-privacy export", () => {
  it('answers her data as one JSON document, named by the day', async () => {
    const response = await download(anna, 'json');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="motus-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(Object.keys(data)).toEqual([
      'generatedAt',
      'account',
      'customer',
      'contracts',
      'bookings',
      'payments',
      'amendments',
      'consents',
      'mails',
    ]);
    expect(data.account).toMatchObject({ firstName: 'Anna', email: DEMO_USERS.kraftwerk });
    expect(data.customer).toMatchObject({ customerNumber: 'KW-100234', firstName: 'Anna', lastName: 'Berger' });
    expect(data.contracts.map((contract: { contractNumber: string }) => contract.contractNumber)).toContain(
      'V100000001',
    );
    expect(data.bookings.length).toBeGreaterThan(0);
    expect(data.payments.length).toBeGreaterThan(0);
  });

  it("holds no other member's data", async () => {
    const body = (await download(anna, 'json')).body.toLowerCase();
    for (const other of ['mia.schulz@kraftwerk.example', DEMO_USERS.alpenfit, 'mia schulz', 'lukas', 'schulz']) {
      expect(body).not.toContain(other);
    }
  });

  it('answers a PDF by default, with the JSON embedded in it', async () => {
    const response = await download(anna);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="motus-data-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(response.rawPayload);
    const names = document.catalog.lookup(PDFName.of('Names'), PDFDict);
    expect(names.has(PDFName.of('EmbeddedFiles'))).toBe(true);
  });

  it('refuses an unknown format', async () => {
    const response = await asMember(t, anna, { url: `${URL}?format=xml` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('who may download', () => {
  it('refuses a guest without a session', async () => {
    const response = await t.request({ url: URL, headers: KRAFTWERK });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
  });

  it('refuses an account connected to no customer of the tenant', async () => {
    const max = await logIn(t, DEMO_USERS.unconnected);
    const response = await asMember(t, max, { url: URL, headers: KRAFTWERK });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_CONNECTED_TO_TENANT' });
  });
});
