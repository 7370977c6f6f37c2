import { type AmendmentPolicy, type CustomerDataGroup, customerDataGroups } from '@motus/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bankOfIban } from '../modules/contracts/bank-service.ts';
import { sepaMandates } from '../modules/contracts/schema.ts';
import {
  type CustomerDetailsRow,
  customerDataPolicies,
  customerDetails,
  type NewCustomerDetailsRow,
} from '../modules/customer-data/schema.ts';
import { demoCustomers } from './members.ts';

type Policies = Record<CustomerDataGroup, AmendmentPolicy>;

/**
 * Kraftwerk checks name changes (with a proof) and new accounts; Alpenfit takes personal data only at the desk; Lone
 * Star changes everything at once but takes bank accounts only at the desk.
 */
const DEMO_POLICIES: Record<string, { policies: Policies; personalDocumentRequired: boolean }> = {
  kraftwerk: {
    policies: { PERSONAL: 'APPROVAL', ADDRESS: 'IMMEDIATE', CONTACT: 'IMMEDIATE', PAYMENT: 'APPROVAL' },
    personalDocumentRequired: true,
  },
  alpenfit: {
    policies: { PERSONAL: 'LOCKED', ADDRESS: 'IMMEDIATE', CONTACT: 'IMMEDIATE', PAYMENT: 'APPROVAL' },
    personalDocumentRequired: false,
  },
  lonestar: {
    policies: { PERSONAL: 'IMMEDIATE', ADDRESS: 'IMMEDIATE', CONTACT: 'IMMEDIATE', PAYMENT: 'LOCKED' },
    personalDocumentRequired: false,
  },
};

type DemoDetails = Omit<CustomerDetailsRow, 'customerId' | 'tenantId' | 'iban' | 'bic' | 'bankName' | 'mandateId'>;

const person = (gender: DemoDetails['gender'], placeOfBirth: string, countryOfBirth: string) => ({
  gender,
  placeOfBirth,
  countryOfBirth,
  taxId: null,
});

const address = (street: string, houseNumber: string, zip: string, city: string, countryCode: string) => ({
  street,
  houseNumber,
  addressSupplement: null,
  zip,
  city,
  countryCode,
  provinceCode: null,
});

const phones = (phoneMobile: string | null, phonePrivate: string | null = null) => ({
  phoneMobile,
  phonePrivate,
  phoneBusiness: null,
});

/** What the studios know of their demo customers beyond name, birth, e-mail and IBAN, by customer code. */
const DEMO_DETAILS: Record<string, DemoDetails & { accountHolder: string | null }> = {
  'KW-100234': {
    ...person('FEMALE', 'Potsdam', 'DE'),
    ...address('Kastanienallee', '24', '10435', 'Berlin', 'DE'),
    ...phones('+49 151 23456789'),
    accountHolder: 'Anna Berger',
  },
  'KW-100245': {
    ...person('MALE', 'München', 'DE'),
    ...address('Leopoldstraße', '88', '80802', 'München', 'DE'),
    ...phones('+49 160 9876543'),
    accountHolder: 'Max Neumann',
  },
  'KW-100311': {
    ...person('FEMALE', 'Hamburg', 'DE'),
    ...address('Schanzenstraße', '5', '20357', 'Hamburg', 'DE'),
    ...phones(null, '+49 40 1234567'),
    accountHolder: 'Lena Fischer',
  },
  'KW-200017': {
    ...person('MALE', 'Wien', 'AT'),
    ...address('Mariahilfer Straße', '101', '1060', 'Wien', 'AT'),
    ...phones('+43 664 1234567'),
    accountHolder: 'Jonas Wagner',
  },
  'KW-100457': {
    ...person('FEMALE', 'Köln', 'DE'),
    ...address('Ehrenstraße', '12', '50672', 'Köln', 'DE'),
    ...phones('+49 172 5551234'),
    accountHolder: null,
  },
  'AF-3001': {
    ...person('MALE', 'Zürich', 'CH'),
    ...address('Langstrasse', '120', '8004', 'Zürich', 'CH'),
    ...phones('+41 79 123 45 67'),
    accountHolder: 'Lukas Meier',
  },
  'AF-3002': {
    ...person('FEMALE', 'Bern', 'CH'),
    ...address('Kramgasse', '9', '3011', 'Bern', 'CH'),
    ...phones('+41 78 765 43 21'),
    accountHolder: 'Sophie Keller',
  },
  'LS-5001': {
    ...person('DIVERSE', 'Austin', 'US'),
    ...address('South Congress Ave', '1500', '78704', 'Austin', 'US'),
    ...phones('+1 512 555 0142'),
    accountHolder: null,
  },
};

async function mandateIdOf(tx: Database, tenantId: string, customerId: string): Promise<string | null> {
  const [mandate] = await tx
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.tenantId, tenantId), eq(sepaMandates.customerId, customerId)))
    .limit(1);
  return mandate?.id ?? null;
}

async function detailsRows(tx: Database): Promise<NewCustomerDetailsRow[]> {
  const rows: NewCustomerDetailsRow[] = [];
  for (const customer of demoCustomers) {
    const details = DEMO_DETAILS[customer.customerCode];
    if (!details) continue;
    const bank = customer.iban ? bankOfIban(customer.iban) : { iban: null, bic: null, bankName: null };
    rows.push({
      ...details,
      ...bank,
      customerId: customer.id,
      tenantId: customer.tenantId,
      mandateId: await mandateIdOf(tx, customer.tenantId, customer.id),
    });
  }
  return rows;
}

/** The tenants' policies for changes of the members' own data, and the demo customers' details (issue 16). */
export async function seedCustomerData(tx: Database): Promise<void> {
  await tx.insert(customerDataPolicies).values(
    Object.entries(DEMO_POLICIES).flatMap(([tenantId, { policies, personalDocumentRequired }]) =>
      customerDataGroups.map((group) => ({
        tenantId,
        group,
        policy: policies[group],
        documentRequired: group === 'PERSONAL' && personalDocumentRequired,
      })),
    ),
  );
  await tx.insert(customerDetails).values(await detailsRows(tx));
}
