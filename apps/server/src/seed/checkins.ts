import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { randomSource } from '../lib/random-source.ts';
import { addDays, HOUR_MS, type LocalDate, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import { demoCustomers } from './members.ts';
import { profileOf, rangesOn, type StudioProfile } from './studio-profiles.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

/** Eight weeks of visits (DESIGN.md: dates relative to today, so the demo never goes stale). */
const HISTORY_DAYS = 56;
const MINUTE_MS = 60 * 1000;

/** Monday first: Mondays are the busiest, Sundays the quietest. */
const WEEKDAY_FACTORS = [1.2, 1.05, 1, 1.05, 0.85, 0.75, 0.5];
/** Arrivals per hour of the day: a morning bump and the evening peak on weekdays, late mornings at weekends. */
const WORKDAY_ARRIVALS = [
  0.05, 0.03, 0.02, 0.02, 0.05, 0.2, 0.6, 0.9, 0.7, 0.5, 0.45, 0.45, 0.6, 0.55, 0.45, 0.55, 0.8, 1.3, 1.6, 1.5, 1.1,
  0.7, 0.35, 0.15,
];
const WEEKEND_ARRIVALS = [
  0.03, 0.02, 0.02, 0.02, 0.03, 0.05, 0.15, 0.3, 0.5, 0.8, 1.2, 1.3, 1.1, 0.9, 0.8, 0.8, 0.8, 0.7, 0.6, 0.4, 0.25, 0.15,
  0.08, 0.05,
];

export interface Visit {
  memberToken: string | null;
  customerId: string | null;
  checkinTime: Date;
  checkoutTime: Date | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Arrival weights per hour: the weekday's profile inside opening hours, leaving half an hour before closing. */
function arrivalWeights(profile: StudioProfile, isoWeekday: number): number[] {
  const base = isoWeekday >= 6 ? WEEKEND_ARRIVALS : WORKDAY_ARRIVALS;
  const ranges = rangesOn(profile, isoWeekday).map(([opens, closes]) => [minutesOf(opens), minutesOf(closes) - 30]);
  return base.map((weight, hour) =>
    ranges.some(([opens = 0, lastArrival = 0]) => hour * 60 >= opens && hour * 60 < lastArrival) ? weight : 0,
  );
}

function pick(weights: number[], random: () => number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let target = random() * total;
  const index = weights.findIndex((weight) => {
    target -= weight;
    return target < 0;
  });
  return index === -1 ? weights.length - 1 : index;
}

function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

/** One visit: arrival in the hour, 40 to 110 minutes; a visit that has not ended by now is still checked in. */
function visitAt(midnight: Date, hour: number, random: () => number, now: Date) {
  const checkin = new Date(midnight.getTime() + hour * HOUR_MS + Math.floor(random() * 60) * MINUTE_MS);
  const checkout = new Date(checkin.getTime() + (40 + Math.floor(random() * 71)) * MINUTE_MS);
  if (checkin > now) return undefined;
  return { checkinTime: checkin, checkoutTime: checkout > now ? null : checkout };
}

const zoneOf = (studio: DemoStudio) => studio.row.zoneId ?? 'Europe/Berlin';

function studioHistory(studio: DemoStudio, index: number, now: Date): Visit[] {
  const profile = profileOf(studio);
  const random = randomSource(studio.row.id + index);
  const today = localDateOf(now, zoneOf(studio));
  const members = profile.visitsPerDay * 3;
  const visits: Visit[] = [];
  for (let back = 0; back < HISTORY_DAYS; back += 1) {
    const date = addDays(today, -back);
    const weekday = isoWeekday(date);
    const weights = arrivalWeights(profile, weekday);
    const midnight = zonedInstant(date, 0, zoneOf(studio));
    const count = Math.round(profile.visitsPerDay * (WEEKDAY_FACTORS[weekday - 1] ?? 1) * (0.9 + random() * 0.2));
    for (let visit = 0; visit < count; visit += 1) {
      const times = visitAt(midnight, pick(weights, random), random, now);
      const memberToken = `m${index}-${Math.floor(random() * members)}`;
      if (times) visits.push({ memberToken, customerId: null, ...times });
    }
  }
  return visits;
}

/** The studio's demo customers train twice a week in the evening (their own check-in history). */
function customerHistory(studio: DemoStudio, now: Date): Visit[] {
  const today = localDateOf(now, zoneOf(studio));
  const customers = demoCustomers.filter((customer) => customer.studioId === studio.row.id);
  return customers.flatMap((customer, index) =>
    Array.from({ length: 16 }, (_, visit) => {
      const date = addDays(today, -(Math.floor(visit / 2) * 7 + (visit % 2) * 3 + 1 + index));
      const checkinTime = zonedInstant(date, 18, zoneOf(studio));
      const checkoutTime = new Date(checkinTime.getTime() + 75 * MINUTE_MS);
      return { memberToken: null, customerId: customer.id, checkinTime, checkoutTime };
    }),
  );
}

async function insertVisits(db: Database, studio: DemoStudio, visits: Visit[]): Promise<void> {
  // One statement per studio: unnest turns the four arrays into rows, far faster than many multi-row inserts.
  await db.execute(sql`
    insert into checkins (tenant_id, studio_id, member_token, customer_id, checkin_time, checkout_time)
    select ${studio.row.tenantId}, ${studio.row.id}, token, customer::uuid, checkin, checkout
    from unnest(
      ${sql.param(visits.map((visit) => visit.memberToken))}::text[],
      ${sql.param(visits.map((visit) => visit.customerId))}::text[],
      ${sql.param(visits.map((visit) => visit.checkinTime.toISOString()))}::timestamptz[],
      ${sql.param(visits.map((visit) => visit.checkoutTime?.toISOString() ?? null))}::timestamptz[]
    ) as visit(token, customer, checkin, checkout)`);
}

/** Writes the demo studios' check-in history: plausible daily and hourly patterns, and who is in right now. */
export async function seedCheckins(db: Database, now: Date): Promise<void> {
  for (const [index, studio] of demoStudios.entries()) {
    await insertVisits(db, studio, [...studioHistory(studio, index, now), ...customerHistory(studio, now)]);
  }
}
