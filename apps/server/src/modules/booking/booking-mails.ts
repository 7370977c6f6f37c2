import type { CalendarItem } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { accountOfCustomer } from '../identity/index.ts';
import type { MailAttachment, NoticeTemplate } from '../mail/index.ts';
import { enqueueNoticeMail, type MailSigner, mailLocale, signerOfStudio } from '../mail/index.ts';
import { requireStudio } from '../studios/index.ts';
import { toIcs } from './ics.ts';

/** The calendar entry of a place, as a download and as a mail attachment; a cancelled place cancels the entry. */
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

/** The calendar file as a mail attachment: PUBLISH adds or updates the entry, CANCEL removes it (RFC 5546). */
export function calendarAttachmentOf(item: CalendarItem): MailAttachment {
  const file = calendarFileOf(item);
  const method = item.participantStatus === 'CANCELED' ? 'CANCEL' : 'PUBLISH';
  return {
    filename: file.filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(file.content, 'utf8').toString('base64'),
  };
}

/** The brand and tenant of the place's studio: they sign the mail about it. */
export async function signerOfPlace(db: Database, item: CalendarItem): Promise<MailSigner> {
  return signerOfStudio(await requireStudio(db, item.studio.id));
}

/** What a mail about a place says of it: the course, when (studio time, reader's locale) and where. */
export function placeValues(item: CalendarItem, locale: string): Record<string, string> {
  return {
    course: item.name,
    when: formatDateTime(new Date(item.startDateTime), mailLocale(locale), item.studio.zoneId),
    studio: item.studio.name,
  };
}

export interface PlaceMail {
  customerId: string;
  template: NoticeTemplate;
  origin: string;
  /** The place as the member reads it: names in their language. */
  itemIn: (locale: string) => Promise<CalendarItem>;
}

/**
 * Tells the member about their place (booked, moved up, cancelled) with the calendar file attached; pass the
 * transaction of the change. A customer without a portal account gets no mail (the studio tells them at the desk).
 */
export async function mailAboutPlace(db: Database, mail: PlaceMail): Promise<void> {
  const account = await accountOfCustomer(db, mail.customerId);
  if (!account) return;
  const item = await mail.itemIn(account.locale);
  await enqueueNoticeMail(db, {
    to: account.email,
    userId: account.userId,
    template: mail.template,
    locale: account.locale,
    variables: {
      name: account.firstName,
      values: placeValues(item, account.locale),
      link: `${mail.origin}/me/bookings`,
    },
    attachments: [calendarAttachmentOf(item)],
    signer: await signerOfPlace(db, item),
  });
}
