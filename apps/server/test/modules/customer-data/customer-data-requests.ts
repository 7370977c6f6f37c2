import { asMember } from '../../helpers/identity.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export const BASE = '/nox/v1/customercenter';

/** Anna Berger's data as the seed has it (seed/members.ts, seed/customer-data.ts). */
export const ANNA = {
  customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01',
  iban: 'DE17100500000123456789',
  mandateReference: 'MOTUS-V100000001',
};

export const MIA_EMAIL = 'mia.schulz@kraftwerk.example';

export const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export const documents = {
  marriageCertificate: {
    type: 'ID_CARD',
    fileName: 'heiratsurkunde.pdf',
    dataUrl: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`,
  },
  pngClaimingPdf: { type: 'ID_CARD', fileName: 'scan.pdf', dataUrl: `data:application/pdf;base64,${PNG_BASE64}` },
  textFile: { type: 'ID_CARD', fileName: 'notes.txt', dataUrl: 'data:text/plain;base64,aGVsbG8=' },
};

export function personalChange(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Berger-Roth',
    dateOfBirth: '1990-04-12',
    gender: 'FEMALE',
    placeOfBirth: 'Potsdam',
    countryOfBirth: 'DE',
    taxId: null,
    ...overrides,
  };
}

export function addressChange(overrides: Record<string, unknown> = {}) {
  return {
    street: 'Oderberger Straße',
    houseNumber: '7',
    addressSupplement: 'Hinterhaus',
    zip: '10435',
    city: 'Berlin',
    countryCode: 'DE',
    provinceCode: null,
    ...overrides,
  };
}

export function contactChange(overrides: Record<string, unknown> = {}) {
  return {
    email: 'anna.roth@kraftwerk.example',
    phoneMobile: '+49 151 11112222',
    phonePrivate: null,
    phoneBusiness: '+49 30 1234567',
    ...overrides,
  };
}

export function paymentChange(overrides: Record<string, unknown> = {}) {
  return { iban: NEW_IBAN, accountHolder: 'Anna Berger', sepaAgreementAccepted: true, ...overrides };
}

/** A GET or POST of one of the customer-center data calls as the member of the cookie. */
export function call(t: TestApp, cookie: string, path: string, payload?: unknown) {
  return asMember(t, cookie, {
    method: payload === undefined ? 'GET' : 'POST',
    url: `${BASE}/${path}`,
    ...(payload === undefined ? {} : { payload }),
  });
}
