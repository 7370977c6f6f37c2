import { type TimeOfDay, timesOfDay } from '@motus/contract';
import type { LocalDay } from './schedule-week.ts';

export type ScheduleView = 'week' | 'day';

/** What the schedule shows, kept in the address so Back and reload keep it. */
export interface ScheduleSearch {
  category?: string | undefined;
  course?: number | undefined;
  trainer?: number | undefined;
  time?: TimeOfDay | undefined;
  view?: ScheduleView | undefined;
  /** The chosen day (day view) or a day of the chosen week. */
  date?: LocalDay | undefined;
}

const FILTER_KEYS = ['category', 'course', 'trainer', 'time'] as const;

function positiveInteger(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function validDay(value: string | null): LocalDay | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : undefined;
}

/** Reads the schedule's parameters; values that make no sense are ignored rather than failing the page. */
export function readScheduleSearch(params: URLSearchParams): ScheduleSearch {
  const time = params.get('time');
  const view = params.get('view');
  return {
    category: params.get('category') || undefined,
    course: positiveInteger(params.get('course')),
    trainer: positiveInteger(params.get('trainer')),
    time: (timesOfDay as readonly string[]).includes(time ?? '') ? (time as TimeOfDay) : undefined,
    view: view === 'week' || view === 'day' ? view : undefined,
    date: validDay(params.get('date')),
  };
}

/** The address parameters with a change applied; other parameters (language, brand) stay as they are. */
export function withScheduleSearch(params: URLSearchParams, change: Partial<ScheduleSearch>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export function hasFilter(search: ScheduleSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

export const NO_FILTER: Partial<ScheduleSearch> = {
  category: undefined,
  course: undefined,
  trainer: undefined,
  time: undefined,
};
