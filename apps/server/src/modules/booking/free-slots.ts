import { addDays, DAY_MS, type LocalDate, localDateOf, localFields, zonedInstant } from '../../lib/zoned-time.ts';

const MINUTE_MS = 60_000;

/** An employee's weekly window for a benefit, in the studio's local time. */
export interface AvailabilityWindow {
  employeeId: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A stretch of time an employee is already taken (an appointment of any benefit). */
export interface BusyInterval {
  employeeId: number;
  startAt: Date;
  endAt: Date;
}

export interface SlotRules {
  durationMinutes: number;
  /** Booking closes this many minutes before a slot starts. */
  bookUntilMinutes: number;
  /** Slots start at most this many days after now. */
  bookAheadDays: number;
  zoneId: string;
}

export interface FreeSlot {
  employeeId: number;
  startAt: Date;
  endAt: Date;
}

export interface SlotQuery {
  windows: readonly AvailabilityWindow[];
  busy: readonly BusyInterval[];
  rules: SlotRules;
  /** Slots starting in [from, until). */
  from: Date;
  until: Date;
  now: Date;
}

function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

/**
 * The instant the studio's wall clock shows `minute` minutes after midnight of the date; undefined for a time the
 * clock skips when summer time begins.
 */
export function wallClockInstant(date: LocalDate, minute: number, zoneId: string): Date | undefined {
  const instant = new Date(zonedInstant(date, Math.floor(minute / 60), zoneId).getTime() + (minute % 60) * MINUTE_MS);
  const shown = localFields(instant, zoneId);
  const sameDay = shown.year === date.year && shown.month === date.month && shown.day === date.day;
  return sameDay && shown.hour * 60 + shown.minute === minute ? instant : undefined;
}

/** The window cut into back-to-back slots of the benefit's duration, each ending within the window. */
function slotsOfWindow(date: LocalDate, window: AvailabilityWindow, rules: SlotRules): FreeSlot[] {
  const slots: FreeSlot[] = [];
  const windowEnd = wallClockInstant(date, window.endMinute, rules.zoneId);
  for (
    let minute = window.startMinute;
    minute + rules.durationMinutes <= window.endMinute;
    minute += rules.durationMinutes
  ) {
    const startAt = wallClockInstant(date, minute, rules.zoneId);
    if (!startAt) continue;
    const endAt = new Date(startAt.getTime() + rules.durationMinutes * MINUTE_MS);
    // Across the autumn change the wall clock repeats an hour: the slot still has to end within the window.
    if (windowEnd && endAt > windowEnd) continue;
    slots.push({ employeeId: window.employeeId, startAt, endAt });
  }
  return slots;
}

function overlaps(slot: FreeSlot, busy: BusyInterval): boolean {
  return slot.employeeId === busy.employeeId && slot.startAt < busy.endAt && busy.startAt < slot.endAt;
}

/** The booking window: from bookUntilMinutes after now up to bookAheadDays ahead. */
export function bookableRange(rules: SlotRules, now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + rules.bookUntilMinutes * MINUTE_MS),
    latest: new Date(now.getTime() + rules.bookAheadDays * DAY_MS),
  };
}

/**
 * Free slots of a single-appointment benefit: the employees' weekly windows on each local day of the range, cut into
 * the benefit's duration, inside the booking window, less everything the employee is already booked for. Sorted by
 * start, then employee.
 */
export function freeSlots(query: SlotQuery): FreeSlot[] {
  const { rules } = query;
  const { earliest, latest } = bookableRange(rules, query.now);
  const from = new Date(Math.max(query.from.getTime(), earliest.getTime()));
  const until = new Date(Math.min(query.until.getTime(), latest.getTime() + 1));
  if (from >= until) return [];
  const slots: FreeSlot[] = [];
  const lastDay = localDateOf(until, rules.zoneId);
  for (let day = localDateOf(from, rules.zoneId); !isAfter(day, lastDay); day = addDays(day, 1)) {
    const weekday = isoWeekday(day);
    for (const window of query.windows) {
      if (window.weekday === weekday) slots.push(...slotsOfWindow(day, window, rules));
    }
  }
  return uniqueSlots(slots)
    .filter((slot) => slot.startAt >= from && slot.startAt < until)
    .filter((slot) => !query.busy.some((busy) => overlaps(slot, busy)))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.employeeId - b.employeeId);
}

/** Two windows of one employee that overlap offer their common slots once. */
function uniqueSlots(slots: FreeSlot[]): FreeSlot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const key = `${slot.employeeId}@${slot.startAt.getTime()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isAfter(a: LocalDate, b: LocalDate): boolean {
  return a.year * 10_000 + a.month * 100 + a.day > b.year * 10_000 + b.month * 100 + b.day;
}
