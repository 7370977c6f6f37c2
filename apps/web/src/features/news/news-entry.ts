import type { listStudioNews } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/intl.ts';

export type NewsEntry = ClientAnswer<typeof listStudioNews>['content'][number];

/** The query parameter that opens a news item over the list, so an item can be linked. */
export const NEWS_PARAM = 'newsId';

/** A publish date as a date in the visitor's language, on the studio's calendar. */
export function formatPublishDate(date: Date, locale: string, timeZone: string | undefined): string {
  return formatDate(date, locale, timeZone ?? DEFAULT_TIME_ZONE, 'long');
}

/** Marks a detail opened from the list, so closing it goes back instead of adding a history entry. */
export const OPENED_FROM_LIST = { newsOpenedFromList: true };

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'newsOpenedFromList' in state;
}
