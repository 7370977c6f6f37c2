import { formatDate } from './intl.ts';

/** Two received calendar days (Dates at midnight UTC) as "3 Dec 2026 – 16 Dec 2026". */
export function formatDayRange(range: { startDate: Date; endDate: Date }, locale: string): string {
  return `${formatDate(range.startDate, locale, 'UTC')} – ${formatDate(range.endDate, locale, 'UTC')}`;
}
