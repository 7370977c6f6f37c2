import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NewTenantRow, type TenantRow, tenants } from './schema.ts';

export async function findTenant(db: Database, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}

export async function insertTenant(db: Database, tenant: NewTenantRow): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(tenant).returning();
  if (!row) throw new Error('tenant not inserted');
  return row;
}
