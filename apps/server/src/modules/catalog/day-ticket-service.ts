import { type BookDayTicketBody, type DayTicketReservation, ProductErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatLocalDay } from '../../lib/date-format.ts';
import { countGuestMail } from '../../lib/guest-limits.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { formatMinor, toMoney } from '../../lib/money.ts';
import { addDays, daysBetween, formatLocalDate, localDateOf, parseLocalDate } from '../../lib/zoned-time.ts';
import { insertLead, leadRowOf } from '../booking/index.ts';
import { enqueueNoticeMail, mailLocale, signerOfStudio } from '../mail/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import { findPayLaterTicketOfLead, insertDayTicket } from './day-tickets-repo.ts';
import { studioPageLink } from './mail-format.ts';
import { requireSellableVariant, variantLabelIn } from './product-service.ts';
import { findVariant, type VariantWithProduct } from './products-repo.ts';

/** A day ticket can be bought for today and the next 30 days of the studio's calendar. */
export const DAY_TICKET_DAYS_AHEAD = 30;

/** The day as given, when it lies in the studio's window of today .. today + 30; else 400 DAY_TICKET_DATE. */
export function assertDayTicketDay(validOn: string, studio: StudioRow, now: Date): string {
  const day = parseLocalDate(validOn);
  const today = localDateOf(now, studio.zoneId);
  const ahead = day === undefined ? -1 : daysBetween(today, day);
  if (day === undefined || ahead < 0 || ahead > DAY_TICKET_DAYS_AHEAD) {
    const last = formatLocalDate(addDays(today, DAY_TICKET_DAYS_AHEAD));
    throw new HttpError(
      400,
      ProductErrorCodes.dayTicketDate,
      `Day tickets are sold for ${formatLocalDate(today)} to ${last}`,
    );
  }
  return formatLocalDate(day);
}

/** A day-ticket variant the studio sells, with its product (404 PRODUCT_NOT_FOUND for anything else). */
export async function requireDayTicketVariant(
  db: Database,
  variantId: number,
  studio: StudioRow,
): Promise<VariantWithProduct> {
  const found = await requireSellableVariant(db, variantId, studio);
  if (found.product.kind !== 'DAY_TICKET')
    throw notFound(ProductErrorCodes.productNotFound, 'This is not a day ticket.');
  return found;
}

export interface PayLaterRequest {
  body: BookDayTicketBody;
  origin: string;
  now: Date;
  /** The request's source address, for the guest limits. */
  source: string;
}

/**
 * Reserves a day ticket to be paid at the desk: the guest becomes a lead of the studio, the ticket is held as
 * PAY_LATER, and the guest gets a confirmation mail with the price to pay (counted against the guest mail limits).
 */
export async function bookDayTicketPayLater(db: Database, request: PayLaterRequest): Promise<{ leadId: string }> {
  const { body } = request;
  const studio = await requireStudio(db, body.studioId);
  const found = await requireDayTicketVariant(db, body.variantId, studio);
  const { variant } = found;
  const validOn = assertDayTicketDay(body.validOn, studio, request.now);
  return db.transaction(async (tx) => {
    await countGuestMail(tx, { source: request.source, email: body.customerData.email });
    const lead = await insertLead(tx, leadRowOf(body.customerData, studio));
    await insertDayTicket(tx, {
      tenantId: studio.tenantId,
      studioId: studio.id,
      variantId: variant.id,
      leadId: lead.id,
      validOn,
      status: 'PAY_LATER',
    });
    const locale = mailLocale(lead.locale);
    await enqueueNoticeMail(tx, {
      to: lead.email,
      userId: null,
      template: 'day-ticket-reserved',
      locale,
      variables: {
        name: lead.firstName,
        values: {
          ticket: variantLabelIn(found, locale),
          day: formatLocalDay(validOn, locale),
          studio: studio.name,
          price: formatMinor(variant.priceMinor, variant.currencyCode, locale),
        },
        link: studioPageLink(request.origin, studio, ''),
      },
      attachments: [],
      signer: signerOfStudio(studio),
    });
    return { leadId: lead.id };
  });
}

/** The day ticket a lead reserved to pay at the desk, for its success page; 404 DAY_TICKET_NOT_FOUND otherwise. */
export async function dayTicketReservation(
  db: Database,
  leadId: string,
  locale: string | undefined,
): Promise<DayTicketReservation> {
  const ticket = await findPayLaterTicketOfLead(db, leadId);
  const found = ticket && (await findVariant(db, ticket.variantId));
  if (!ticket || !found) {
    throw notFound(ProductErrorCodes.dayTicketNotFound, 'No day ticket is reserved under this address.');
  }
  return {
    leadId,
    studioId: ticket.studioId,
    variantId: found.variant.id,
    name: variantLabelIn(found, locale),
    validOn: ticket.validOn,
    price: toMoney(found.variant.priceMinor, found.variant.currencyCode),
  };
}
