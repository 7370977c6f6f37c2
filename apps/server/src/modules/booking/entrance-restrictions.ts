import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessRefusals, noShowPenalties } from './schema/penalties.ts';

/** Why a customer may not enter the studio at an instant: refused by the studio, or locked out after no-shows. */
export type EntranceRestriction = { kind: 'ACCESS_REFUSED' } | { kind: 'ENTRANCE_LOCKED'; until: Date };

async function isAccessRefused(db: Database, customerId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ customerId: accessRefusals.customerId })
    .from(accessRefusals)
    .where(
      and(
        eq(accessRefusals.customerId, customerId),
        lte(accessRefusals.refusedSince, at),
        or(isNull(accessRefusals.refusedUntil), gt(accessRefusals.refusedUntil, at)),
      ),
    );
  return row !== undefined;
}

async function entranceLockAfter(db: Database, customerId: string, at: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: noShowPenalties.entranceLockUntil })
    .from(noShowPenalties)
    .where(and(eq(noShowPenalties.customerId, customerId), gt(noShowPenalties.entranceLockUntil, at)));
  return row?.until ?? undefined;
}

/** What keeps a customer out of the studio at the instant, for other modules (check-in reservations). */
export async function entranceRestrictionAt(
  db: Database,
  customerId: string,
  at: Date,
): Promise<EntranceRestriction | undefined> {
  if (await isAccessRefused(db, customerId, at)) return { kind: 'ACCESS_REFUSED' };
  const until = await entranceLockAfter(db, customerId, at);
  return until ? { kind: 'ENTRANCE_LOCKED', until } : undefined;
}
