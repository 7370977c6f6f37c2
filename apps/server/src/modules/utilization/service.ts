import {
  type ActiveCheckins,
  type HistoricUtilization,
  type TodayUtilization,
  type Utilization,
  UtilizationErrors,
  type UtilizationLimits,
  type UtilizationReveal,
  type Weekday,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { addDays, formatLocalDate, localDateOf, localFields, WEEKDAYS, weekdayOf } from '../../lib/zoned-time.ts';
import { isConnectedToTenant } from '../identity/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import { averagePresent, dayHours, hourly, levelOf, percentageOf, presentAt, type Thresholds } from './occupancy.ts';
import { findSettings, findSettingsWithPresence, findVisits } from './repo.ts';
import type { UtilizationSettingsRow } from './schema.ts';

/** What of the scope decides what a caller sees: a visitor's user is null. */
type Viewer = Pick<TenantScope, 'user'>;

interface Subject {
  studio: StudioRow;
  settings: UtilizationSettingsRow;
}

async function subjectOf(db: Database, studioId: number): Promise<Subject> {
  const studio = await requireStudio(db, studioId);
  const settings = await findSettings(db, studioId);
  if (!settings) throw notFound(UtilizationErrors.notConfigured, `Studio ${studioId} publishes no utilization`);
  return { studio, settings };
}

async function mayView(db: Database, subject: Subject, viewer: Viewer): Promise<boolean> {
  const { visibility } = subject.settings;
  if (visibility === 'PUBLIC') return true;
  if (visibility === 'HIDDEN' || !viewer.user) return false;
  return isConnectedToTenant(db, viewer.user.userId, subject.studio.tenantId);
}

export async function revealOf(db: Database, studioId: number, viewer: Viewer): Promise<UtilizationReveal> {
  const subject = await subjectOf(db, studioId);
  return { studioId, reveal: await mayView(db, subject, viewer), visibility: subject.settings.visibility };
}

/** The figures of a studio that shows them to members only are refused to everyone else. */
async function revealedSubject(db: Database, studioId: number, viewer: Viewer): Promise<Subject> {
  const subject = await subjectOf(db, studioId);
  if (!(await mayView(db, subject, viewer))) {
    throw new HttpError(403, UtilizationErrors.notRevealed, `Studio ${studioId} does not show its utilization to you`);
  }
  return subject;
}

async function presentNow(db: Database, studioId: number, now: Date): Promise<number> {
  const visits = await findVisits(db, studioId, [{ from: now, until: new Date(now.getTime() + 1) }]);
  return presentAt(visits, now);
}

/**
 * The settings and the people present now of a studio whose figures the viewer may see. A studio that shows them to
 * everyone takes one statement; any other case (unknown, not configured, members only) goes the way of the refusals.
 */
async function revealedPresence(
  db: Database,
  studioId: number,
  viewer: Viewer,
  now: Date,
): Promise<{ settings: UtilizationSettingsRow; present: number }> {
  const found = await findSettingsWithPresence(db, studioId, now);
  if (found?.settings.visibility === 'PUBLIC') return found;
  const { settings } = await revealedSubject(db, studioId, viewer);
  return { settings, present: await presentNow(db, studioId, now) };
}

export async function currentUtilization(
  db: Database,
  studioId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<Utilization> {
  const { settings, present } = await revealedPresence(db, studioId, viewer, now);
  const percentage = percentageOf(present, settings);
  return {
    studioId,
    timestamp: now.toISOString(),
    activeCheckins: present,
    capacity: settings.capacity,
    percentage,
    level: levelOf(percentage, settings),
  };
}

export async function activeCheckins(
  db: Database,
  studioId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<ActiveCheckins> {
  const { present } = await revealedPresence(db, studioId, viewer, now);
  return { studioId, timestamp: now.toISOString(), activeCheckins: present };
}

/** Per hour of the weekday, the average presence over that weekday of each of the past weeks (today excluded). */
export async function historicUtilization(
  db: Database,
  request: { studioId: number; viewer: Viewer; dayOfWeek?: Weekday | undefined; weeks: number },
  now = new Date(),
): Promise<HistoricUtilization> {
  const { studio, settings } = await revealedSubject(db, request.studioId, request.viewer);
  const today = localDateOf(now, studio.zoneId);
  const dayOfWeek = request.dayOfWeek ?? weekdayOf(today);
  const back = (WEEKDAYS.indexOf(weekdayOf(today)) - WEEKDAYS.indexOf(dayOfWeek) + 7) % 7 || 7;
  const days = Array.from({ length: request.weeks }, (_, week) => addDays(today, -back - 7 * week));
  const hoursPerDay = days.map((day) => dayHours(day, studio.zoneId));
  const visits = await findVisits(
    db,
    studio.id,
    hoursPerDay.map((hours) => ({ from: hours[0]?.from ?? now, until: hours[23]?.until ?? now })),
  );
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const total = hoursPerDay.reduce(
      (sum, day) => sum + averagePresent(visits, day[hour] ?? { from: now, until: now }, now),
      0,
    );
    return hourly(hour, total / days.length, settings);
  });
  return { studioId: studio.id, zoneId: studio.zoneId, dayOfWeek, weeks: request.weeks, hours };
}

/** Today in the studio's zone, hour by hour up to now; the current hour so far. */
export async function todayUtilization(
  db: Database,
  studioId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<TodayUtilization> {
  const { studio, settings } = await revealedSubject(db, studioId, viewer);
  const today = localDateOf(now, studio.zoneId);
  const intervals = dayHours(today, studio.zoneId, localFields(now, studio.zoneId).hour + 1);
  const first = intervals[0];
  const visits = first ? await findVisits(db, studio.id, [{ from: first.from, until: now }]) : [];
  return {
    studioId: studio.id,
    zoneId: studio.zoneId,
    date: formatLocalDate(today),
    hours: intervals.map((interval, hour) => ({
      ...hourly(hour, averagePresent(visits, interval, now), settings),
      startDateTime: interval.from.toISOString(),
    })),
  };
}

export async function utilizationLimits(db: Database, studioId: number): Promise<UtilizationLimits> {
  const { settings } = await subjectOf(db, studioId);
  const thresholds: Thresholds = settings;
  return {
    studioId,
    capacity: thresholds.capacity,
    limits: [
      { level: 'LOW', fromPercentage: 0, toPercentage: thresholds.mediumFromPercentage },
      { level: 'MEDIUM', fromPercentage: thresholds.mediumFromPercentage, toPercentage: thresholds.highFromPercentage },
      { level: 'HIGH', fromPercentage: thresholds.highFromPercentage, toPercentage: 100 },
    ],
  };
}
