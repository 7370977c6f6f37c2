import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkins, type UtilizationSettingsRow, utilizationSettings } from './schema.ts';

export interface Interval {
  from: Date;
  until: Date;
}

export interface Visit {
  checkinTime: Date;
  checkoutTime: Date | null;
}

/**
 * A visit without a checkout counts as present until now, but not for longer than this: a member who forgot to check
 * out does not fill the studio for days.
 */
export const OPEN_VISIT_MAX_MS = 6 * 60 * 60 * 1000;

function overlaps(interval: Interval): SQL | undefined {
  return and(
    lt(checkins.checkinTime, interval.until),
    gt(checkins.checkinTime, new Date(interval.from.getTime() - OPEN_VISIT_MAX_MS)),
    or(isNull(checkins.checkoutTime), gt(checkins.checkoutTime, interval.from)),
  );
}

/** The studio's visits that overlap any of the intervals. */
export function findVisits(db: Database, studioId: number, intervals: Interval[]): Promise<Visit[]> {
  return db
    .select({ checkinTime: checkins.checkinTime, checkoutTime: checkins.checkoutTime })
    .from(checkins)
    .where(and(eq(checkins.studioId, studioId), or(...intervals.map(overlaps))));
}

export async function findSettings(db: Database, studioId: number): Promise<UtilizationSettingsRow | undefined> {
  const [row] = await db.select().from(utilizationSettings).where(eq(utilizationSettings.studioId, studioId)).limit(1);
  return row;
}
