import { and, count, eq, gt, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * The visits presentAt (occupancy.ts) counts at the instant among those findVisits finds. Dates carry milliseconds and
 * the columns microseconds, so "at or before the instant" is "before its next millisecond".
 */
function presentAtCondition(studioId: number, instant: Date): SQL | undefined {
  const nextMs = new Date(instant.getTime() + 1);
  const openVisitEnd = sql`${checkins.checkinTime} + ${`${OPEN_VISIT_MAX_MS} milliseconds`}::interval`;
  return and(
    eq(checkins.studioId, studioId),
    overlaps({ from: instant, until: nextMs }),
    lt(checkins.checkinTime, nextMs),
    gte(sql`coalesce(${checkins.checkoutTime}, ${openVisitEnd})`, nextMs),
  );
}

/** The studio's settings and the number of people present at the instant, in one statement. */
export async function findSettingsWithPresence(
  db: Database,
  studioId: number,
  instant: Date,
): Promise<{ settings: UtilizationSettingsRow; present: number } | undefined> {
  const present = db.select({ present: count() }).from(checkins).where(presentAtCondition(studioId, instant));
  const [row] = await db
    .select({ settings: utilizationSettings, present: sql<number>`(${present})`.mapWith(Number) })
    .from(utilizationSettings)
    .where(eq(utilizationSettings.studioId, studioId))
    .limit(1);
  return row;
}
