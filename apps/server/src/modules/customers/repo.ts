import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CustomerFields, type CustomerRow, customers, type NewCustomerRow } from './schema.ts';

/** Every query names the tenant: a customer is only ever found within its own tenant. */
export async function findByCode(db: Database, tenantId: string, code: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.customerCode, code)))
    .limit(1);
  return row;
}

export function findByEmail(db: Database, tenantId: string, email: string): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(sql`lower(${customers.email})`, email.toLowerCase())))
    .limit(2);
}

export function findByIban(db: Database, tenantId: string, iban: string): Promise<CustomerRow[]> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.iban, iban)));
}

export async function findById(db: Database, tenantId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .limit(1);
  return row;
}

export async function insertCustomer(db: Database, customer: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(customer).returning();
  if (!row) throw new Error('customer not inserted');
  return row;
}

export async function updateCustomer(
  db: Database,
  tenantId: string,
  id: string,
  fields: CustomerFields,
): Promise<void> {
  await db
    .update(customers)
    .set(fields)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
}
