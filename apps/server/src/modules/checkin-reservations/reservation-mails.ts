import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { accountOfCustomer } from '../identity/index.ts';
import { enqueueNoticeMail, mailLocale, signerOfStudio } from '../mail/index.ts';
import { requireStudio } from '../studios/index.ts';
import type { CheckinReservationSlotRow } from './schema.ts';

/**
 * Confirms a cancelled check-in reservation to the member, in their language; pass the cancellation's transaction. No
 * calendar file: reserving mails none either, the reservation lives in the portal.
 */
export async function mailReservationCancelled(
  db: Database,
  request: { customerId: string; slot: CheckinReservationSlotRow; origin: string },
): Promise<void> {
  const account = await accountOfCustomer(db, request.customerId);
  if (!account) return;
  const studio = await requireStudio(db, request.slot.studioId);
  const locale = mailLocale(account.locale);
  await enqueueNoticeMail(db, {
    to: account.email,
    userId: account.userId,
    template: 'reservation-cancelled',
    locale,
    variables: {
      name: account.firstName,
      values: { when: formatDateTime(request.slot.startAt, locale, studio.zoneId), studio: studio.name },
      link: `${request.origin}/me/checkin-reservations`,
    },
    attachments: [],
    signer: signerOfStudio(studio),
  });
}
