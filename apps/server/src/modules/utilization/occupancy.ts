import type { HourlyUtilization, UtilizationLevel } from '@motus/contract';
import { roundTo } from '../../lib/geo.ts';
import { type LocalDate, zonedInstant } from '../../lib/zoned-time.ts';
import { type Interval, OPEN_VISIT_MAX_MS, type Visit } from './repo.ts';

export interface Thresholds {
  capacity: number;
  mediumFromPercentage: number;
  highFromPercentage: number;
}

/** When a visit ends for counting: its checkout, else OPEN_VISIT_MAX_MS after the check-in. */
function endOf(visit: Visit): number {
  return visit.checkoutTime?.getTime() ?? visit.checkinTime.getTime() + OPEN_VISIT_MAX_MS;
}

/** People in the studio at the instant. */
export function presentAt(visits: Visit[], instant: Date): number {
  const time = instant.getTime();
  return visits.filter((visit) => visit.checkinTime.getTime() <= time && endOf(visit) > time).length;
}

/** The average number of people present during the interval (up to now): the visits' presence time over its length. */
export function averagePresent(visits: Visit[], interval: Interval, now: Date): number {
  const from = interval.from.getTime();
  const until = Math.min(interval.until.getTime(), now.getTime());
  if (until <= from) return 0;
  const presence = visits.reduce((sum, visit) => {
    const overlap = Math.min(endOf(visit), until) - Math.max(visit.checkinTime.getTime(), from);
    return sum + Math.max(0, overlap);
  }, 0);
  return presence / (until - from);
}

export function percentageOf(people: number, thresholds: Thresholds): number {
  return Math.min(100, Math.round((people / thresholds.capacity) * 100));
}

export function levelOf(percentage: number, thresholds: Thresholds): UtilizationLevel {
  if (percentage >= thresholds.highFromPercentage) return 'HIGH';
  if (percentage >= thresholds.mediumFromPercentage) return 'MEDIUM';
  return 'LOW';
}

export function hourly(hour: number, averageCheckins: number, thresholds: Thresholds): HourlyUtilization {
  const percentage = percentageOf(averageCheckins, thresholds);
  return { hour, averageCheckins: roundTo(averageCheckins, 1), percentage, level: levelOf(percentage, thresholds) };
}

/** The first `count` one-hour intervals of a local day in the zone (a skipped DST hour is empty). */
export function dayHours(date: LocalDate, zoneId: string, count = 24): Interval[] {
  return Array.from({ length: count }, (_, hour) => ({
    from: zonedInstant(date, hour, zoneId),
    until: zonedInstant(date, hour + 1, zoneId),
  }));
}
