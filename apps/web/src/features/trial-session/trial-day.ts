/** A studio-local calendar date as YYYY-MM-DD: the trial session is shown one day at a time. */
export type TrialDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function localDayOf(instant: Date, timeZone: string): TrialDay {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function shiftDay(day: TrialDay, days: number): TrialDay {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day asked for in the address, if it is a real date not before today; else today. */
export function dayFromSearch(value: string | null, today: TrialDay): TrialDay {
  if (!value || !DAY_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return today;
  return value < today ? today : value;
}
