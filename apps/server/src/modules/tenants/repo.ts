import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type TenantRow, tenants } from './schema.ts';

export async function findTenant(db: Database, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}
