import { randomInt } from 'node:crypto';
import { normalizeIban } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { findByCode, findByEmail, findByIban, findById, insertCustomer, updateCustomer } from './repo.ts';
import type { CustomerFields, CustomerRow, NewCustomerRow } from './schema.ts';

export type Customer = CustomerRow;

/** The one customer of the tenant with this customer code, if its date of birth matches too. */
export async function matchByCodeAndBirthDate(
  db: Database,
  tenantId: string,
  code: string,
  dateOfBirth: string,
): Promise<Customer | undefined> {
  const customer = await findByCode(db, tenantId, code);
  return customer?.dateOfBirth === dateOfBirth ? customer : undefined;
}

/** The customer with this code whose IBAN on file ends in the given characters. */
export async function matchByCodeAndIbanSuffix(
  db: Database,
  tenantId: string,
  code: string,
  ibanSuffix: string,
): Promise<Customer | undefined> {
  const customer = await findByCode(db, tenantId, code);
  return customer?.iban?.endsWith(ibanSuffix.toUpperCase()) ? customer : undefined;
}

/** The only customer of the tenant with this e-mail; none when it is unknown or shared by several customers. */
export async function matchByEmail(db: Database, tenantId: string, email: string): Promise<Customer | undefined> {
  const found = await findByEmail(db, tenantId, email);
  return found.length === 1 ? found[0] : undefined;
}

/** Family members may share an account, so the date of birth picks the customer. */
export async function matchByIbanAndBirthDate(
  db: Database,
  tenantId: string,
  iban: string,
  dateOfBirth: string,
): Promise<Customer | undefined> {
  const found = (await findByIban(db, tenantId, normalizeIban(iban))).filter(
    (customer) => customer.dateOfBirth === dateOfBirth,
  );
  return found.length === 1 ? found[0] : undefined;
}

export function findCustomer(db: Database, tenantId: string, customerId: string): Promise<Customer | undefined> {
  return findById(db, tenantId, customerId);
}

/** A new customer of the tenant (a prospect who signed a contract online), with a fresh customer number. */
export function createCustomer(
  db: Database,
  customer: Omit<NewCustomerRow, 'id' | 'customerCode' | 'createdAt'>,
): Promise<Customer> {
  return insertCustomer(db, { ...customer, customerCode: `M-${randomInt(10_000_000, 100_000_000)}` });
}

/** Sets the member's name, date of birth, e-mail or IBAN as a change of their own data applies. */
export function updateCustomerFields(
  db: Database,
  tenantId: string,
  customerId: string,
  fields: CustomerFields,
): Promise<void> {
  return updateCustomer(db, tenantId, customerId, fields);
}
