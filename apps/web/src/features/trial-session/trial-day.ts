/** A studio-local calendar date as YYYY-MM-DD: the trial session is shown one day at a time. */
export type TrialDay = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day asked for in the address, if it is a real date not before today; else today. */
export function dayFromSearch(value: string | null, today: TrialDay): TrialDay {
  if (!value || !DAY_PATTERN.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return today;
  return value < today ? today : value;
}
