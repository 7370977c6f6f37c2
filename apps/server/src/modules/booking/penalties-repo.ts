import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type AccessRefusalConfigRow,
  accessRefusalConfigs,
  accessRefusals,
  type NoShowPenaltyRow,
  noShowPenalties,
} from './schema/penalties.ts';

export async function findAccessRefusalConfig(
  db: Database,
  tenant: string,
): Promise<AccessRefusalConfigRow | undefined> {
  const [row] = await db.select().from(accessRefusalConfigs).where(eq(accessRefusalConfigs.tenantId, tenant));
  return row;
}

export async function findAccessRefusal(db: Database, customerId: string) {
  const [row] = await db.select().from(accessRefusals).where(eq(accessRefusals.customerId, customerId));
  return row;
}

export async function findNoShowPenalty(db: Database, customerId: string): Promise<NoShowPenaltyRow | undefined> {
  const [row] = await db.select().from(noShowPenalties).where(eq(noShowPenalties.customerId, customerId));
  return row;
}
