import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractStudioSettings, contracts } from '../../../src/modules/contracts/schema.ts';
import { customers } from '../../../src/modules/customers/schema.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

const BERLIN = 1210001001;
/** The seed's 12-month offer and term of Kraftwerk Berlin Mitte (seed/contracts.ts). */
const YEAR_OFFER = 12;
const DRINKS_MODULE = 11;
const ANNAS_CONTRACT = 'c0a1b2c3-0000-4000-8000-00000000a001';
const LUKAS_CONTRACT = 'c0a1b2c3-0000-4000-8000-00000000a005';
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let people = 0;

function signRequest(overrides: Record<string, unknown> = {}, customerData: Record<string, unknown> = {}) {
  people += 1;
  return {
    idempotencyKey: randomUUID(),
    studioId: BERLIN,
    contractOfferId: YEAR_OFFER,
    termId: YEAR_OFFER,
    moduleIds: [],
    customerData: {
      firstName: 'Paula',
      lastName: 'Prospect',
      email: `paula.prospect.${people}@example.com`,
      dateOfBirth: '1994-03-08',
      street: 'Torstraße',
      houseNumber: '12',
      zip: '10119',
      city: 'Berlin',
      countryCode: 'DE',
      locale: 'de-DE',
      ...customerData,
    },
    paymentData: { method: 'SEPA', iban: 'DE89 3704 0044 0532 0130 00', accountHolder: 'Paula Prospect' },
    acceptedConditionIds: ['GENERAL_TERMS', 'REVOCATION_TERMS'],
    sepaAgreementAccepted: true,
    signature: SIGNATURE,
    ...overrides,
  };
}

function sign(payload: unknown) {
  return t.request({ method: 'POST', url: '/nox/public/v1/contract/sign', payload: payload as object });
}

describe('contract offers', () => {
  it('lists the studio offers with their terms, lowest term, modules and sale period', async () => {
    const response = await t.request(`/nox/public/v1/contractoffer?studioId=${BERLIN}&locale=en-GB`);
    expect(response.statusCode, response.body).toBe(200);
    const offers = response.json();
    expect(offers.map((offer: { name: string }) => offer.name)).toEqual(['Flex', '12 months Premium', 'Student']);
    const year = offers[1];
    expect(year.lowestTerm.minimumTerm).toEqual({ value: 12, unit: 'MONTH' });
    expect(year.lowestTerm.price).toEqual({ amount: 39.9, currency: 'EUR' });
    expect(year.modules.map((module: { name: string }) => module.name)).toEqual(['Drinks flat rate', 'Sauna']);
    expect(year.validPeriodDto.endDate).toBeNull();
  });

  it('answers the Italian provinces and translated document types', async () => {
    const provinces = (await t.request('/nox/public/v1/contractoffer/addressdata/italy/province')).json();
    expect(provinces).toHaveLength(107);
    expect(provinces).toContainEqual({ code: 'MI', name: 'Milano' });
    const types = (await t.request('/nox/public/v1/contractoffer/documenttypes?locale=de-DE')).json();
    expect(types).toContainEqual({ code: 'PASSPORT', name: 'Reisepass' });
  });

  it('previews the contract as a real PDF', async () => {
    const {
      idempotencyKey: _key,
      acceptedConditionIds: _c,
      sepaAgreementAccepted: _s,
      signature: _g,
      ...preview
    } = signRequest();
    const response = await t.request({ method: 'POST', url: '/nox/public/v1/contract/preview', payload: preview });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('signing', () => {
  it('creates one contract, customer and mandate under 20 concurrent submits of the same request', async () => {
    const request = signRequest();
    const responses = await Promise.all(Array.from({ length: 20 }, () => sign(request)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const ids = new Set(responses.map((response) => response.json().contractId));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.tenantId, 'kraftwerk'), eq(contracts.idempotencyKey, request.idempotencyKey)));
    expect(rows).toHaveLength(1);
    const created = await t.db.select().from(customers).where(eq(customers.email, request.customerData.email));
    expect(created).toHaveLength(1);
    expect(responses[0]?.json().mandateReference).toMatch(/^MOTUS-V\d+$/);
  });

  it('mails the welcome in the member language with the contract and mandate PDFs', async () => {
    const request = signRequest();
    expect((await sign(request)).statusCode).toBe(200);
    const mail = await latestMail(t, request.customerData.email, 'contract-welcome');
    expect(mail?.locale).toBe('de-DE');
    expect(mail?.subject).toContain('Willkommen');
    expect(mail?.attachments.map((attachment) => attachment.contentType)).toEqual([
      'application/pdf',
      'application/pdf',
    ]);
  });

  it('refuses a reused idempotency key with another request', async () => {
    const request = signRequest();
    expect((await sign(request)).statusCode).toBe(200);
    const response = await sign({ ...request, termId: 11, contractOfferId: 11 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it.each([
    ['a wrong IBAN', signRequest({ paymentData: { method: 'SEPA', iban: 'DE89370400440532013001' } }), 'INVALID_IBAN'],
    ['a person under 18', signRequest({}, { dateOfBirth: '2015-01-01' }), 'UNDERAGE'],
    [
      'a payment method the studio does not take',
      signRequest({ paymentData: { method: 'CARD' } }),
      'PAYMENT_METHOD_NOT_ALLOWED',
    ],
    ['no signature', signRequest({ signature: 'not a picture' }), 'INVALID_SIGNATURE'],
    ['unaccepted terms', signRequest({ acceptedConditionIds: [] }), 'CONDITIONS_NOT_ACCEPTED'],
    ['an invalid Steuer-ID', signRequest({}, { taxId: '86095742718' }), 'INVALID_TAX_ID'],
    ['a start before the first possible day', signRequest({ startDate: '2020-01-01' }), 'INVALID_START_DATE'],
    ['an unknown term', signRequest({ termId: 999 }), 'CONTRACT_TERM_NOT_FOUND'],
  ])('answers %s with a 4xx and the error body', async (_case, request, errorCode) => {
    const response = await sign(request);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ errorCode, traceId: expect.any(String) });
  });

  it("says 'Invalid IBAN' on the IBAN field", async () => {
    const response = await sign(signRequest({ paymentData: { method: 'SEPA', iban: 'DE00123' } }));
    expect(response.json()).toMatchObject({
      errorMessage: expect.stringContaining('Invalid IBAN'),
      errors: [{ errorCode: 'INVALID_IBAN', typedArgs: [{ type: 'FIELD', value: 'iban' }] }],
    });
  });

  it('requires the tax id where the studio asks for it', async () => {
    await t.db
      .update(contractStudioSettings)
      .set({ taxIdRequired: true })
      .where(eq(contractStudioSettings.studioId, BERLIN));
    const response = await sign(signRequest());
    await t.db
      .update(contractStudioSettings)
      .set({ taxIdRequired: false })
      .where(eq(contractStudioSettings.studioId, BERLIN));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'TAX_ID_REQUIRED' });
  });

  it('connects a signing member, who can then book with the new membership', async () => {
    const max = await logIn(t, DEMO_USERS.unconnected);
    const request = signRequest({}, { firstName: 'Max', lastName: 'Neumann', email: 'max.new@example.com' });
    const response = await asMember(t, max, { method: 'POST', url: '/v1/contracts/sign', payload: request });
    expect(response.statusCode, response.body).toBe(200);
    const active = await asMember(t, max, {
      url: '/nox/v1/customercenter/contract/active/main',
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect(active.json().contract).toMatchObject({ id: response.json().contractId, status: 'ACTIVE' });
  });
});

describe("a member's contracts", () => {
  it("shows Anna's contract past its minimum term with its drinks module", async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, anna, {
      url: '/nox/v1/customercenter/contract',
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [contract] = response.json();
    expect(contract).toMatchObject({ id: ANNAS_CONTRACT, status: 'ACTIVE', endDate: null, contractEndDate: null });
    expect(contract.moduleContracts[0]).toMatchObject({ moduleId: DRINKS_MODULE, status: 'ACTIVE' });
  });

  it('cancels to the earliest date, lists it as pending, and withdraws it', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const headers = { 'x-tenant': 'kraftwerk' };
    const dates = await asMember(t, anna, {
      url: `/nox/v1/customercenter/contract/${ANNAS_CONTRACT}/cancelationdates`,
      headers,
    });
    const [earliest] = dates.json();
    const cancel = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/contract/${ANNAS_CONTRACT}/ordinarycancelation`,
      payload: { contractEndDate: earliest.contractEndDate },
      headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      contractEndDate: earliest.contractEndDate,
      pendingCancelation: { kind: 'ORDINARY' },
    });
    const again = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/contract/${ANNAS_CONTRACT}/ordinarycancelation`,
      payload: {},
      headers,
    });
    expect(again.json()).toMatchObject({ errorCode: 'CONTRACT_ALREADY_CANCELED' });
    const pending = await asMember(t, anna, { url: '/nox/v1/customercenter/contract/pendingcancelation', headers });
    expect(pending.json()).toContainEqual(
      expect.objectContaining({ contractId: ANNAS_CONTRACT, contractKind: 'MAIN' }),
    );
    const withdrawn = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/contracts/${ANNAS_CONTRACT}/cancelation-withdrawal`,
      headers,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ pendingCancelation: null, contractEndDate: null });
  });

  it('refuses an end date the rules do not allow', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/contract/${ANNAS_CONTRACT}/ordinarycancelation`,
      payload: { contractEndDate: '2020-01-31' },
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'CANCELATION_DATE_NOT_POSSIBLE' });
  });

  it("finds no contract of another customer of the same tenant, nor another tenant's", async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, anna, {
      url: `/nox/v1/customercenter/contract/${LUKAS_CONTRACT}/cancelationdates`,
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND' });
    const crossTenant = await asMember(t, anna, {
      url: `/nox/v1/customercenter/contract/${LUKAS_CONTRACT}/download`,
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(crossTenant.statusCode).toBe(403);
  });

  it("shows Lukas' pending cancellation", async () => {
    const lukas = await logIn(t, DEMO_USERS.alpenfit);
    const response = await asMember(t, lukas, {
      url: '/nox/v1/customercenter/contract/pendingcancelation',
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(response.json()).toEqual([expect.objectContaining({ contractId: LUKAS_CONTRACT, kind: 'ORDINARY' })]);
  });

  it('books the sauna module, cancels it and withdraws the cancellation', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const headers = { 'x-tenant': 'kraftwerk' };
    const bookable = await asMember(t, anna, { url: '/nox/v1/customercenter/modulecontracts/bookable', headers });
    expect(bookable.json().map((module: { moduleId: number }) => module.moduleId)).toEqual([DRINKS_MODULE + 1]);
    const booked = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/customercenter/modulecontracts/book',
      payload: { moduleId: DRINKS_MODULE + 1 },
      headers,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().id;
    expect(booked.json().trialPeriodStartDate).toBe(booked.json().startDate);
    const cancel = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/modulecontracts/${id}/ordinarycancelation`,
      payload: {},
      headers,
    });
    expect(cancel.json().pendingCancelation).toMatchObject({ kind: 'ORDINARY' });
    const withdrawn = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/customercenter/module-contracts/${id}/cancelation-withdrawal`,
      headers,
    });
    expect(withdrawn.json().pendingCancelation).toBeNull();
  });

  it('downloads the contract as a PDF', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, anna, {
      url: `/nox/v1/customercenter/contract/${ANNAS_CONTRACT}/download`,
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('bank checks', () => {
  it('finds the BIC and bank name of an IBAN', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/nox/public/v1/bankaccount/converttobicandname',
      payload: { iban: 'de89 3704 0044 0532 0130 00' },
    });
    expect(response.json()).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' });
  });

  it('answers a wrong IBAN with a 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/nox/public/v1/bankaccount/converttobicandname',
      payload: { iban: 'DE89370400440532013001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_IBAN', errorMessage: 'Invalid IBAN' });
  });

  it('checks a codice fiscale against the person', async () => {
    const max = await logIn(t, DEMO_USERS.unconnected);
    const check = (body: object) =>
      asMember(t, max, { method: 'POST', url: '/nox/v1/validation/taxId', payload: body });
    const person = {
      firstName: 'Mario',
      lastName: 'Rossi',
      dateOfBirth: '1985-12-10',
      gender: 'MALE',
      countryCode: 'IT',
    };
    expect((await check({ ...person, taxId: 'RSSMRA85T10A562S' })).json()).toEqual({ valid: true, errors: [] });
    expect((await check({ ...person, taxId: 'RSSMRA85T10A562T' })).json()).toMatchObject({
      valid: false,
      errors: [{ errorCode: 'INVALID_TAX_ID', message: 'Identity number is invalid.' }],
    });
    expect((await check({ countryCode: 'IT', taxId: 'RSSMRA85T10A562S' })).json().errors[0].errorCode).toBe(
      'MISSING_FIRSTNAME',
    );
  });
});
