import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whitelabelConfigs } from './schema.ts';

export interface LegalEntity {
  name: string;
  address: string | null;
}

/** The company behind a tenant's brand, as its invoices name the issuer; undefined when no brand names one. */
export async function legalEntityOfTenant(db: Database, tenant: string): Promise<LegalEntity | undefined> {
  const [row] = await db
    .select({ name: whitelabelConfigs.legalEntity, address: whitelabelConfigs.legalEntityAddress })
    .from(whitelabelConfigs)
    .where(and(eq(whitelabelConfigs.tenantId, tenant), isNotNull(whitelabelConfigs.legalEntity)))
    .orderBy(asc(whitelabelConfigs.id))
    .limit(1);
  return row?.name ? { name: row.name, address: row.address } : undefined;
}
