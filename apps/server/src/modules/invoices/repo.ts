import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { type InvoiceRow, invoiceNumbers, invoices, type NewInvoiceRow } from './schema.ts';

/** The member's invoices, newest month first. */
export function findInvoicesOfCustomer(db: Database, member: ConnectedCustomer): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, member.tenant), eq(invoices.customerId, member.customerId)))
    .orderBy(desc(invoices.period));
}

export async function findInvoiceOfCustomer(
  db: Database,
  member: ConnectedCustomer,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.tenantId, member.tenant), eq(invoices.customerId, member.customerId), eq(invoices.id, invoiceId)),
    );
  return row;
}

/** Any tenant's invoice by id: only for a download whose signed link already proved who may have it. */
export async function findInvoiceById(db: Database, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row;
}

/** Takes the tenant's next invoice number; the counter row stays locked until the transaction ends. */
export async function takeInvoiceNumber(db: Database, tenant: string): Promise<number> {
  await db.insert(invoiceNumbers).values({ tenantId: tenant }).onConflictDoNothing();
  const [row] = await db
    .update(invoiceNumbers)
    .set({ next: sql`${invoiceNumbers.next} + 1` })
    .where(eq(invoiceNumbers.tenantId, tenant))
    .returning({ taken: sql<number>`${invoiceNumbers.next} - 1` });
  if (!row) throw new Error(`no invoice counter for tenant ${tenant}`);
  return row.taken;
}

export async function insertInvoice(db: Database, invoice: NewInvoiceRow): Promise<void> {
  await db.insert(invoices).values(invoice);
}
