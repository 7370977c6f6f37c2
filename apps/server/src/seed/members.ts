import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, type NewCustomerRow } from '../modules/customers/schema.ts';
import { staffMembers } from '../modules/identity/schema/staff-members.ts';
import { quickRegistrations, studioConnects } from '../modules/identity/schema/studio-connects.ts';
import { type NewUserRow, users } from '../modules/identity/schema/users.ts';
import { sha256 } from '../modules/identity/tokens.ts';
import { demoTenants } from './brands.ts';

/** The password of every demo account (README, "Demo data"). Demo only. */
export const DEMO_PASSWORD = 'Motus-Demo-1';

/** The invitation link /login-register/{uuid} of a kraftwerk customer without an account. */
export const DEMO_QUICK_REGISTRATION_UUID = '3f6f2d7e-8a41-4c2b-9d57-1e0b6c9a4f21';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Customers as the studios know them; codes, e-mails and IBANs (valid check digits) to connect with. */
export const demoCustomers = [
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01',
    tenantId: 'kraftwerk',
    studioId: 1210001001,
    customerCode: 'KW-100234',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'anna.berger@kraftwerk.example',
    iban: 'DE17100500000123456789',
    dateOfBirth: '1990-04-12',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d02',
    tenantId: 'kraftwerk',
    studioId: 1210001002,
    customerCode: 'KW-100245',
    firstName: 'Max',
    lastName: 'Neumann',
    email: 'max.neumann@motus.example',
    iban: 'DE95700202700015432198',
    dateOfBirth: '1986-11-03',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d03',
    tenantId: 'kraftwerk',
    studioId: 1210001003,
    customerCode: 'KW-100311',
    firstName: 'Lena',
    lastName: 'Fischer',
    email: 'lena.fischer@kraftwerk.example',
    iban: 'DE38200400000623456700',
    dateOfBirth: '1995-07-21',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d04',
    tenantId: 'kraftwerk',
    studioId: 1210001004,
    customerCode: 'KW-200017',
    firstName: 'Jonas',
    lastName: 'Wagner',
    email: 'jonas.wagner@kraftwerk.example',
    iban: 'AT761200000703710234',
    dateOfBirth: '1979-02-28',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d05',
    tenantId: 'alpenfit',
    studioId: 1320002001,
    customerCode: 'AF-3001',
    firstName: 'Lukas',
    lastName: 'Meier',
    email: 'lukas.meier@alpenfit.example',
    iban: 'CH450023523510098765X',
    dateOfBirth: '1988-09-15',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d06',
    tenantId: 'alpenfit',
    studioId: 1320002001,
    customerCode: 'AF-3002',
    firstName: 'Sophie',
    lastName: 'Keller',
    email: 'sophie.keller@alpenfit.example',
    iban: 'CH710070011001234567K',
    dateOfBirth: '1992-01-30',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d07',
    tenantId: 'lonestar',
    studioId: 1530003001,
    customerCode: 'LS-5001',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@lonestar.example',
    iban: null,
    dateOfBirth: '1991-06-05',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d08',
    tenantId: 'lonestar',
    studioId: 1530003001,
    customerCode: 'LS-5002',
    firstName: 'Max',
    lastName: 'Neumann',
    email: 'max.neumann@motus.example',
    iban: null,
    dateOfBirth: '1986-11-03',
  },
  {
    id: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d09',
    tenantId: 'kraftwerk',
    studioId: 1210001001,
    customerCode: 'KW-100457',
    firstName: 'Mia',
    lastName: 'Schulz',
    email: 'mia.schulz@kraftwerk.example',
    iban: null,
    dateOfBirth: '1997-03-18',
  },
] satisfies (NewCustomerRow & { id: string })[];

interface DemoUser {
  row: Omit<NewUserRow, 'passwordHash'> & { id: string };
  /** The customer the account is connected to. */
  customerId: string | null;
  /** The tenant a staff account works for (README "Demo data"). */
  staffOf?: string;
}

const demoUser = (id: string, email: string, first: string, last: string, locale: string, referral: string) => ({
  id,
  email,
  firstName: first,
  lastName: last,
  locale,
  verified: true,
  referralCode: referral,
});

/** A verified account per tenant, connected to its customer, and one account connected to nothing. */
export const demoUsers: DemoUser[] = [
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a01',
      'anna.berger@kraftwerk.example',
      'Anna',
      'Berger',
      'de-DE',
      'DEMOANNA',
    ),
    customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01',
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a02',
      'lukas.meier@alpenfit.example',
      'Lukas',
      'Meier',
      'de-DE',
      'DEMOLUKAS',
    ),
    customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d05',
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a03',
      'jordan.lee@lonestar.example',
      'Jordan',
      'Lee',
      'en-US',
      'DEMOJORDAN',
    ),
    customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d07',
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a04',
      'max.neumann@motus.example',
      'Max',
      'Neumann',
      'en-GB',
      'DEMOMAX',
    ),
    customerId: null,
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a05',
      'mia.schulz@kraftwerk.example',
      'Mia',
      'Schulz',
      'de-DE',
      'DEMOMIA',
    ),
    customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d09',
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a06',
      'team@kraftwerk.example',
      'Tom',
      'Krause',
      'de-DE',
      'DEMOSTAFFKW',
    ),
    customerId: null,
    staffOf: 'kraftwerk',
  },
  {
    row: demoUser(
      '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a07',
      'team@alpenfit.example',
      'Nina',
      'Brunner',
      'de-DE',
      'DEMOSTAFFAF',
    ),
    customerId: null,
    staffOf: 'alpenfit',
  },
];

/** Demo accounts (with everything cascading from them) and the demo tenants' customers. */
export async function clearDemoMembers(tx: Database): Promise<void> {
  const emails = demoUsers.map((user) => user.row.email.toLowerCase());
  await tx.delete(users).where(inArray(sql`lower(${users.email})`, emails));
  await tx.delete(customers).where(
    inArray(
      customers.tenantId,
      demoTenants.map((tenant) => tenant.id),
    ),
  );
}

export async function seedDemoMembers(tx: Database, passwordHash: string, today: Date): Promise<void> {
  await tx.insert(customers).values(demoCustomers);
  await tx.insert(users).values(demoUsers.map((user) => ({ ...user.row, passwordHash, termsAcceptedAt: today })));
  await tx.insert(studioConnects).values(
    demoUsers.flatMap(({ row, customerId }) => {
      const customer = demoCustomers.find((candidate) => candidate.id === customerId);
      return customer
        ? [{ userId: row.id, customerId: customer.id, tenantId: customer.tenantId, studioId: customer.studioId }]
        : [];
    }),
  );
  await tx
    .insert(staffMembers)
    .values(demoUsers.flatMap(({ row, staffOf }) => (staffOf ? [{ userId: row.id, tenantId: staffOf }] : [])));
  await tx.insert(quickRegistrations).values({
    tenantId: 'kraftwerk',
    tokenHash: sha256(DEMO_QUICK_REGISTRATION_UUID),
    customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d03',
    expiresAt: new Date(today.getTime() + 365 * DAY_MS),
  });
}
