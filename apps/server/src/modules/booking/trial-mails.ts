import { type CalendarItem, encodeStudioUuid } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import type { NoticeTemplate } from '../mail/index.ts';
import { enqueueNoticeMail, mailLocale } from '../mail/index.ts';
import { calendarAttachmentOf, placeValues, signerOfPlace } from './booking-mails.ts';
import type { LeadRow } from './schema/leads.ts';

/** The booking flow a guest place belongs to: the `{kind}` of `/booking/{kind}/{itemId}/confirm/{token}`. */
const FLOW_OF_KIND: Record<string, string> = {
  TRIAL_SESSION: 'trial-session',
  COURSE: 'course',
  SINGLE_APPOINTMENT: 'appointment',
};

export interface GuestPlaceMail {
  lead: LeadRow;
  /** The place as the guest reads it: names in the lead's language. */
  item: CalendarItem;
  tenant: string;
  origin: string;
}

/** The studio's page in the portal; its uuid's '/' is escaped as the web app's studio paths do. */
function studioPageOf(mail: GuestPlaceMail): string {
  const studioUuid = encodeStudioUuid({ tenant: mail.tenant, organizationUnitId: mail.item.studio.id });
  return `${mail.origin}/studio/${studioUuid.replaceAll('/', '%2F')}`;
}

/**
 * The confirm page of the portal. Its item id is the appointment's, or the benefit's for a single appointment (whose
 * slots exist only once booked).
 */
export function confirmLinkOf(mail: GuestPlaceMail): string {
  const { item } = mail;
  const flow = FLOW_OF_KIND[item.itemType] ?? 'course';
  const itemId = item.itemType === 'SINGLE_APPOINTMENT' ? item.benefitId : item.appointmentId;
  return `${studioPageOf(mail)}/booking/${flow}/${itemId}/confirm/${mail.lead.confirmToken}`;
}

async function mailGuest(db: Database, mail: GuestPlaceMail, template: NoticeTemplate, link: string): Promise<void> {
  const { lead, item } = mail;
  const locale = mailLocale(lead.locale);
  const until = item.confirmUntil
    ? formatDateTime(new Date(item.confirmUntil), locale, item.studio.zoneId, 'medium')
    : '';
  await enqueueNoticeMail(db, {
    to: lead.email,
    userId: null,
    template,
    locale,
    variables: { name: lead.firstName, values: { ...placeValues(item, locale), until }, link },
    attachments: [calendarAttachmentOf(item)],
    signer: await signerOfPlace(db, item),
  });
}

/** Asks the guest to confirm their held place from the link, with the calendar entry attached. */
export function mailConfirmRequest(db: Database, mail: GuestPlaceMail): Promise<void> {
  return mailGuest(db, mail, 'trial-confirm-requested', confirmLinkOf(mail));
}

/** Tells the guest their place is confirmed; the link leads back to the confirm page, which shows it. */
export function mailConfirmed(db: Database, mail: GuestPlaceMail): Promise<void> {
  return mailGuest(db, mail, 'trial-confirmed', confirmLinkOf(mail));
}

/** Confirms the guest's cancellation with the calendar file that removes the entry; the link leads to the studio. */
export function mailGuestCancelled(db: Database, mail: GuestPlaceMail): Promise<void> {
  return mailGuest(db, mail, 'guest-booking-cancelled', studioPageOf(mail));
}
