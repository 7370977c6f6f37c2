import type { listStudioNews } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';

export type NewsEntry = ClientAnswer<typeof listStudioNews>['content'][number];

/** The query parameter that opens a news item over the list, so an item can be linked. */
export const NEWS_PARAM = 'newsId';

/** A publish date as a date in the visitor's language, on the studio's calendar. */
export function formatPublishDate(date: Date, locale: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  }
}

/** Marks a detail opened from the list, so closing it goes back instead of adding a history entry. */
export const OPENED_FROM_LIST = { newsOpenedFromList: true };

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'newsOpenedFromList' in state;
}
