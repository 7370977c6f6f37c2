import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ContingentRow, contingents } from './schema/contingents.ts';

export interface ContingentGrant {
  tenant: string;
  customerId: string;
  name: string;
  /** The name in other languages (the offer's). */
  translations: ContingentRow['translations'];
  benefitKinds: string[];
  /** Null: unlimited visits. */
  visits: number | null;
  validFrom: Date;
  validUntil: Date;
  /** PURCHASED_CONTINGENT (an offer bought online) unless a membership grants it (FLAT_CONTINGENT). */
  benefitType?: 'PURCHASED_CONTINGENT' | 'FLAT_CONTINGENT';
}

/** A contingent bought online (PURCHASED_CONTINGENT): what an offer grants its buyer. */
export async function grantPurchasedContingent(db: Database, grant: ContingentGrant): Promise<number> {
  const [row] = await db
    .insert(contingents)
    .values({
      tenantId: grant.tenant,
      customerId: grant.customerId,
      benefitType: grant.benefitType ?? 'PURCHASED_CONTINGENT',
      name: grant.name,
      translations: grant.translations,
      benefitKinds: grant.benefitKinds,
      total: grant.visits,
      validFrom: grant.validFrom,
      validUntil: grant.validUntil,
    })
    .returning({ id: contingents.id });
  if (!row) throw new Error('contingent not inserted');
  return row.id;
}

/** Takes back a bought contingent nothing was booked with yet; answers false when a visit was already used. */
export async function removeUnusedContingent(db: Database, contingentId: number): Promise<boolean> {
  const removed = await db
    .delete(contingents)
    .where(and(eq(contingents.id, contingentId), eq(contingents.used, 0)))
    .returning({ id: contingents.id });
  return removed.length > 0;
}

/** Moves the end of a granted contingent (a membership's, when it is cancelled or the cancellation withdrawn). */
export async function setContingentValidUntil(
  db: Database,
  grant: { tenant: string; contingentId: number },
  validUntil: Date,
): Promise<void> {
  await db
    .update(contingents)
    .set({ validUntil })
    .where(and(eq(contingents.tenantId, grant.tenant), eq(contingents.id, grant.contingentId)));
}
