import type { CalendarItem } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { accountOfCustomer } from '../identity/studio-connect-service.ts';
import { enqueueNoticeMail } from '../mail/outbox.ts';
import type { NoticeTemplate } from '../mail/templates/index.ts';
import { toIcs } from './ics.ts';

/** The calendar entry of a booked place, as a download and as a mail attachment. */
export function calendarFileOf(item: CalendarItem, now = new Date()): { filename: string; content: string } {
  const content = toIcs({
    uid: item.id,
    title: item.name,
    description: [item.studio.name, ...item.employees].join('\n'),
    location: [item.location, item.studio.name].filter(Boolean).join(', '),
    start: new Date(item.startDateTime),
    end: new Date(item.endDateTime),
    stamp: now,
    cancelled: item.participantStatus === 'CANCELED',
  });
  const day = item.startDateTime.slice(0, 10);
  const slug =
    item.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'booking';
  return { filename: `${slug}-${day}.ics`, content };
}

function whenText(item: CalendarItem, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: item.studio.zoneId,
  }).format(new Date(item.startDateTime));
}

/**
 * Tells the member about a booked place, with the calendar entry attached; pass the transaction of the change when
 * there is one. A customer without a portal account gets no mail (the studio tells them at the desk).
 */
export async function mailBookedPlace(
  db: Database,
  request: { item: CalendarItem; customerId: string; template: NoticeTemplate; origin: string },
): Promise<void> {
  const account = await accountOfCustomer(db, request.customerId);
  if (!account) return;
  const { item } = request;
  const file = calendarFileOf(item);
  await enqueueNoticeMail(db, {
    to: account.email,
    userId: account.userId,
    template: request.template,
    locale: account.locale,
    variables: {
      name: account.firstName,
      values: { course: item.name, when: whenText(item, account.locale), studio: item.studio.name },
      link: `${request.origin}/me/bookings`,
    },
    attachments: [
      {
        filename: file.filename,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(file.content, 'utf8').toString('base64'),
      },
    ],
  });
}
