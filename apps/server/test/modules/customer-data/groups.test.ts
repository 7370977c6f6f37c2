import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAmendments } from '../../../src/modules/customer-data/schema.ts';
import { customers } from '../../../src/modules/customers/schema.ts';
import { DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import {
  ANNA,
  addressChange,
  call,
  contactChange,
  documents,
  paymentChange,
  personalChange,
} from './customer-data-requests.ts';

const t = useTestApp();
let anna = '';
let lukas = '';
let jordan = '';

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
  jordan = await logIn(t, DEMO_USERS.lonestar);
});

async function amendmentsOf(customerId: string, group: 'ADDRESS' | 'CONTACT' | 'PERSONAL') {
  return t.db
    .select()
    .from(customerAmendments)
    .where(and(eq(customerAmendments.customerId, customerId), eq(customerAmendments.group, group)));
}

describe('reading the four groups', () => {
  it("answers Anna's data with Kraftwerk's policies", async () => {
    const personal = (await call(t, anna, 'personaldata')).json();
    expect(personal).toMatchObject({
      data: { firstName: 'Anna', lastName: 'Berger', dateOfBirth: '1990-04-12', gender: 'FEMALE' },
      policy: 'APPROVAL',
      documentRequired: true,
      pending: null,
    });
    const address = (await call(t, anna, 'addressdata')).json();
    expect(address).toMatchObject({
      data: { street: 'Kastanienallee', zip: '10435', city: 'Berlin', countryCode: 'DE' },
      policy: 'IMMEDIATE',
      documentRequired: false,
    });
    const contact = (await call(t, anna, 'contactdata')).json();
    expect(contact.data).toMatchObject({ email: 'anna.berger@kraftwerk.example', phoneMobile: '+49 151 23456789' });
    const payment = (await call(t, anna, 'paymentdata')).json();
    expect(payment).toMatchObject({
      data: {
        iban: ANNA.iban,
        bic: 'BELADEBEXXX',
        bankName: 'Berliner Sparkasse',
        accountHolder: 'Anna Berger',
        mandateReference: ANNA.mandateReference,
      },
      policy: 'APPROVAL',
    });
  });

  it('answers the document types and the Italian provinces', async () => {
    const types = (await call(t, anna, 'personaldata/documenttypes?locale=de-DE')).json();
    expect(types).toContainEqual({ code: 'PASSPORT', name: 'Reisepass' });
    const provinces = (await call(t, anna, 'addressdata/italy/province')).json();
    expect(provinces).toContainEqual({ code: 'MI', name: 'Milano' });
  });

  it("refuses a group the tenant's self-service does not show (Alpenfit: no payment data)", async () => {
    const read = await call(t, lukas, 'paymentdata');
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    const change = await call(t, lukas, 'paymentdata', paymentChange({ accountHolder: 'Lukas Meier' }));
    expect(change.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await call(t, lukas, 'sepamandate/download')).json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await call(t, lukas, 'addressdata')).statusCode).toBe(200);
  });
});

describe('a change the studio takes at once (IMMEDIATE)', () => {
  it('applies an address change and records it with the values it replaced', async () => {
    const response = await call(t, anna, 'addressdata', addressChange());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { street: 'Oderberger Straße', addressSupplement: 'Hinterhaus' },
      pending: null,
    });
    expect((await call(t, anna, 'addressdata')).json().data.street).toBe('Oderberger Straße');
    const [recorded] = await amendmentsOf(ANNA.customerId, 'ADDRESS');
    expect(recorded).toMatchObject({
      status: 'APPLIED',
      values: { street: 'Oderberger Straße', houseNumber: '7' },
      previousValues: { street: 'Kastanienallee', houseNumber: '24' },
      decidedBy: null,
    });
    expect(recorded?.requestedBy).not.toBeNull();
    expect(recorded?.decidedAt).not.toBeNull();
  });

  it('applies a contact change to the customer row and the phones', async () => {
    const response = await call(t, anna, 'contactdata', contactChange());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(contactChange());
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, ANNA.customerId));
    expect(customer?.email).toBe('anna.roth@kraftwerk.example');
    expect(await amendmentsOf(ANNA.customerId, 'CONTACT')).toHaveLength(1);
  });

  it("applies Jordan's personal change at once (Lone Star)", async () => {
    const change = personalChange({ firstName: 'Jordan', lastName: 'Lee-Parker', dateOfBirth: '1991-06-05' });
    const response = await call(t, jordan, 'personaldata', { ...change, gender: 'DIVERSE', countryOfBirth: 'US' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { lastName: 'Lee-Parker' }, policy: 'IMMEDIATE', pending: null });
  });
});

describe('a change the studio does not take online (LOCKED)', () => {
  it("refuses Lukas's personal change and Jordan's payment change", async () => {
    const personal = await call(t, lukas, 'personaldata', personalChange({ firstName: 'Lukas', lastName: 'Meyer' }));
    expect(personal.statusCode).toBe(403);
    expect(personal.json()).toMatchObject({ errorCode: 'CUSTOMER_DATA_CHANGE_NOT_ALLOWED' });
    const payment = await call(t, jordan, 'paymentdata', paymentChange({ accountHolder: 'Jordan Lee' }));
    expect(payment.statusCode).toBe(403);
    expect(payment.json()).toMatchObject({ errorCode: 'CUSTOMER_DATA_CHANGE_NOT_ALLOWED' });
    expect((await call(t, jordan, 'paymentdata')).json()).toMatchObject({ policy: 'LOCKED', data: { iban: null } });
  });

  it('answers 404 for the mandate of a member who has none', async () => {
    const response = await call(t, jordan, 'sepamandate/download');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'SEPA_MANDATE_NOT_FOUND' });
  });
});

describe('bad input', () => {
  it.each([
    ['paymentdata', paymentChange({ iban: 'DE00 1234' }), 'INVALID_IBAN'],
    ['paymentdata', paymentChange({ accountHolder: '###' }), 'INVALID_ACCOUNT_HOLDER'],
    ['personaldata', personalChange({ dateOfBirth: '2015-01-01' }), 'UNDERAGE'],
    ['personaldata', personalChange({ taxId: '12345678901' }), 'INVALID_TAX_ID'],
    ['personaldata', personalChange(), 'AMENDMENT_DOCUMENT_REQUIRED'],
    ['personaldata', personalChange({ document: documents.pngClaimingPdf }), 'AMENDMENT_DOCUMENT_INVALID'],
    ['personaldata', personalChange({ document: documents.textFile }), 'VALIDATION_FAILED'],
    ['contactdata', contactChange({ email: 'not-an-address' }), 'VALIDATION_FAILED'],
    ['addressdata', addressChange({ countryCode: 'Germany' }), 'VALIDATION_FAILED'],
  ])('POST %s answers 400 %s', async (path, payload, errorCode) => {
    const response = await call(t, anna, path, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode });
  });

  it('records nothing for a refused change', async () => {
    expect(await amendmentsOf(ANNA.customerId, 'PERSONAL')).toEqual([]);
  });
});
