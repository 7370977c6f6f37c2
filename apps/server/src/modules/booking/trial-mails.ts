import { type CalendarItem, encodeStudioUuid } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { enqueueNoticeMail } from '../mail/outbox.ts';
import { mailLocale } from '../mail/render.ts';
import type { NoticeTemplate } from '../mail/templates/index.ts';
import { calendarFileOf } from './booking-mails.ts';
import type { LeadRow } from './schema/leads.ts';

/** The booking flow a guest place belongs to: the `{kind}` of `/booking/{kind}/{itemId}/confirm/{token}`. */
const FLOW_OF_KIND: Record<string, string> = {
  TRIAL_SESSION: 'trial-session',
  COURSE: 'course',
  SINGLE_APPOINTMENT: 'appointment',
};

export interface GuestPlaceMail {
  lead: LeadRow;
  item: CalendarItem;
  tenant: string;
  origin: string;
}

/**
 * The confirm page of the portal. Its item id is the appointment's, or the benefit's for a single appointment (whose
 * slots exist only once booked); the studio uuid's '/' is escaped as the web app's studio paths do.
 */
export function confirmLinkOf(mail: GuestPlaceMail): string {
  const { item } = mail;
  const studioUuid = encodeStudioUuid({ tenant: mail.tenant, organizationUnitId: item.studio.id });
  const studio = studioUuid.replaceAll('/', '%2F');
  const flow = FLOW_OF_KIND[item.itemType] ?? 'course';
  const itemId = item.itemType === 'SINGLE_APPOINTMENT' ? item.benefitId : item.appointmentId;
  return `${mail.origin}/studio/${studio}/booking/${flow}/${itemId}/confirm/${mail.lead.confirmToken}`;
}

function format(instant: string, locale: string, zoneId: string, style: 'full' | 'short') {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: 'short', timeZone: zoneId }).format(
    new Date(instant),
  );
}

async function mailGuest(db: Database, mail: GuestPlaceMail, template: NoticeTemplate): Promise<void> {
  const { lead, item } = mail;
  const locale = mailLocale(lead.locale);
  const file = calendarFileOf(item);
  const until = item.confirmUntil ? format(item.confirmUntil, locale, item.studio.zoneId, 'short') : '';
  await enqueueNoticeMail(db, {
    to: lead.email,
    userId: null,
    template,
    locale,
    variables: {
      name: lead.firstName,
      values: {
        course: item.name,
        when: format(item.startDateTime, locale, item.studio.zoneId, 'full'),
        studio: item.studio.name,
        until,
      },
      link: confirmLinkOf(mail),
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

/** Asks the guest to confirm their held place from the link, with the calendar entry attached. */
export function mailConfirmRequest(db: Database, mail: GuestPlaceMail): Promise<void> {
  return mailGuest(db, mail, 'trial-confirm-requested');
}

/** Tells the guest their place is confirmed; the link leads back to the confirm page, which shows it. */
export function mailConfirmed(db: Database, mail: GuestPlaceMail): Promise<void> {
  return mailGuest(db, mail, 'trial-confirmed');
}
