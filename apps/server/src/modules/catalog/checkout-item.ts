import {
  CheckoutItemErrors,
  ErrorCodes,
  ProductErrorCodes,
  type productVariantCheckoutBody,
  ValidationMessages,
} from '@motus/contract';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { formatLocalDay } from '../../lib/date-format.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DAY_MS, formatLocalDate, localDateOf } from '../../lib/zoned-time.ts';
import { grantPurchasedContingent, insertLead, leadRowOf, removeUnusedContingent } from '../booking/index.ts';
import type {
  Buyer,
  CheckoutItemContext,
  CheckoutItemHandler,
  CheckoutRow,
  FulfilledItem,
  PricedItem,
  PriceTerms,
} from '../commerce/index.ts';
import { checkoutConflict, findOrder, invalidBodyField } from '../commerce/index.ts';
import { requireUser } from '../identity/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import { assertDayTicketDay } from './day-ticket-service.ts';
import { cancelDayTicket, findDayTicketOfCheckout, insertDayTicket } from './day-tickets-repo.ts';
import { requireSellableVariant, variantLabelIn } from './product-service.ts';
import { findVariant, type VariantWithProduct } from './products-repo.ts';
import { issueVouchers, type VoucherBuyer } from './voucher-service.ts';
import { findVouchersOfCheckout, hasAnyRedemption, voidVouchers } from './vouchers-repo.ts';

type ProductVariantBody = z.output<typeof productVariantCheckoutBody>;

/** An offer's contingent without a validity of its own lasts a year. */
const DEFAULT_OFFER_VALIDITY_DAYS = 365;

/** What the checkout keeps of the body, to deliver it once paid. */
const productItemSchema = z.object({
  variantId: z.number().int(),
  quantity: z.number().int().min(1),
  validOn: z.string().nullable(),
  recipientName: z.string().nullable(),
});
type ProductItem = z.infer<typeof productItemSchema>;

/** Offers become a contingent of the member's customer: a guest logs in first, an unconnected member connects. */
function assertCanHoldContingent(buyer: Buyer): void {
  if (buyer.userId === null) throw new HttpError(403, ProductErrorCodes.loginRequired, 'Log in to buy this offer');
  if (buyer.customerId === null) {
    throw new HttpError(403, ErrorCodes.forbidden, 'Connect to the studio to buy this offer');
  }
}

/** What of the body the kind needs: a day for a day ticket, one of anything but vouchers, contact data for a guest. */
function itemOf(found: VariantWithProduct, buyer: Buyer, body: ProductVariantBody, studio: StudioRow): ProductItem {
  const { kind } = found.product;
  if (kind !== 'VOUCHER' && body.quantity !== 1) throw invalidBodyField('quantity', 'commons.validation.max');
  if (kind === 'OFFER') assertCanHoldContingent(buyer);
  if (buyer.userId === null && !buyer.contact) throw invalidBodyField('contact', ValidationMessages.required);
  if (kind === 'DAY_TICKET' && body.validOn === undefined)
    throw invalidBodyField('validOn', ValidationMessages.required);
  const validOn = kind === 'DAY_TICKET' && body.validOn ? assertDayTicketDay(body.validOn, studio, new Date()) : null;
  return {
    variantId: found.variant.id,
    quantity: body.quantity,
    validOn,
    recipientName: kind === 'VOUCHER' ? (body.recipientName ?? null) : null,
  };
}

/** "Tageskarte · 12 May 2025" in the buyer's language. */
function positionLabel(found: VariantWithProduct, item: ProductItem, locale: string): string {
  const name = variantLabelIn(found, locale);
  return item.validOn === null ? name : `${name} · ${formatLocalDay(item.validOn, locale, 'medium')}`;
}

async function priceVariant(
  tx: Database,
  buyer: Buyer,
  body: ProductVariantBody,
  terms: PriceTerms,
): Promise<PricedItem> {
  const studio = await requireStudio(tx, body.studioId);
  if (studio.tenantId !== buyer.tenant) {
    throw new HttpError(404, ProductErrorCodes.productNotFound, 'No such product is sold here.');
  }
  const found = await requireSellableVariant(tx, body.variantId, studio);
  if (found.variant.currencyCode !== studio.currencyCode) {
    throw checkoutConflict(
      CheckoutItemErrors.notForSale,
      'This product is priced in another currency than the studio’s',
    );
  }
  const item = itemOf(found, buyer, body, studio);
  const unitMinor = found.variant.priceMinor;
  return {
    studioId: studio.id,
    currencyCode: studio.currencyCode,
    positions: [
      {
        label: positionLabel(found, item, terms.locale),
        quantity: item.quantity,
        unitMinor,
        totalMinor: unitMinor * item.quantity,
      },
    ],
    item,
  };
}

interface Delivery {
  tx: Database;
  checkout: CheckoutRow;
  studio: StudioRow;
  found: VariantWithProduct;
  item: ProductItem;
  now: Date;
}

async function grantOffer({ tx, checkout, found, now }: Delivery): Promise<FulfilledItem> {
  if (checkout.customerId === null) throw new Error(`offer checkout ${checkout.id} has no customer`);
  const validityDays = found.variant.validityDays ?? DEFAULT_OFFER_VALIDITY_DAYS;
  const contingentId = await grantPurchasedContingent(tx, {
    tenant: checkout.tenantId,
    customerId: checkout.customerId,
    name: found.product.name,
    translations: found.product.translations,
    benefitKinds: found.product.benefitKinds,
    visits: found.variant.visits,
    validFrom: now,
    validUntil: new Date(now.getTime() + validityDays * DAY_MS),
  });
  return { contingentId };
}

/** A guest's day ticket is held by a new lead of the studio, so the desk knows who comes. */
async function leadOfGuest(tx: Database, checkout: CheckoutRow, studio: StudioRow): Promise<string | null> {
  if (checkout.userId !== null || !checkout.contact) return checkout.leadId;
  const lead = await insertLead(tx, leadRowOf({ ...checkout.contact, locale: checkout.locale }, studio));
  return lead.id;
}

async function issueDayTicket({ tx, checkout, studio, found, item }: Delivery): Promise<FulfilledItem> {
  if (item.validOn === null) throw new Error(`day-ticket checkout ${checkout.id} has no day`);
  const ticket = await insertDayTicket(tx, {
    tenantId: checkout.tenantId,
    studioId: studio.id,
    variantId: found.variant.id,
    userId: checkout.userId,
    customerId: checkout.customerId,
    leadId: await leadOfGuest(tx, checkout, studio),
    validOn: item.validOn,
    status: 'PAID',
    checkoutId: checkout.id,
  });
  return { dayTicketId: ticket.id };
}

async function buyerOf(tx: Database, checkout: CheckoutRow): Promise<VoucherBuyer> {
  if (checkout.userId !== null) {
    const user = await requireUser(tx, checkout.userId);
    return { userId: user.id, email: user.email, firstName: user.firstName, locale: user.locale };
  }
  if (!checkout.contact) throw new Error(`voucher checkout ${checkout.id} has no buyer`);
  const { email, firstName } = checkout.contact;
  return { userId: null, email, firstName, locale: checkout.locale };
}

async function issueBoughtVouchers(delivery: Delivery, origin: string): Promise<FulfilledItem> {
  const { tx, checkout, item } = delivery;
  const vouchers = await issueVouchers(tx, {
    checkoutId: checkout.id,
    studio: delivery.studio,
    product: delivery.found.product,
    variant: delivery.found.variant,
    quantity: item.quantity,
    recipientName: item.recipientName,
    buyer: await buyerOf(tx, checkout),
    now: delivery.now,
    origin,
  });
  return { voucherCodes: vouchers.map((voucher) => voucher.code) };
}

async function deliveryOf(tx: Database, checkout: CheckoutRow, now: Date): Promise<Delivery> {
  const item = productItemSchema.parse(checkout.item);
  if (checkout.studioId === null) throw new Error(`product checkout ${checkout.id} has no studio`);
  const studio = await requireStudio(tx, checkout.studioId);
  const found = await findVariant(tx, item.variantId);
  if (!found) throw new Error(`variant ${item.variantId} of checkout ${checkout.id} is gone`);
  return { tx, checkout, studio, found, item, now };
}

function notRefundable(message: string): HttpError {
  return checkoutConflict(CheckoutItemErrors.notRefundable, message);
}

/** Vouchers are taken back while none of them was redeemed; they are voided, so their codes no longer work. */
async function revokeVouchers(tx: Database, checkout: CheckoutRow, now: Date): Promise<void> {
  const vouchers = await findVouchersOfCheckout(tx, checkout.id);
  const ids = vouchers.map((voucher) => voucher.id);
  const used = vouchers.some((voucher) => voucher.remainingMinor < voucher.valueMinor);
  if (used || (await hasAnyRedemption(tx, ids))) throw notRefundable('A voucher of this order was already redeemed');
  await voidVouchers(tx, ids, now);
}

/** A day ticket is taken back before its day (in the studio's calendar); on the day it may already be used. */
async function revokeDayTicket(tx: Database, checkout: CheckoutRow, studio: StudioRow, now: Date): Promise<void> {
  const ticket = await findDayTicketOfCheckout(tx, checkout.id);
  if (!ticket || ticket.status === 'CANCELED') return;
  const today = formatLocalDate(localDateOf(now, studio.zoneId));
  if (ticket.validOn <= today) throw notRefundable('The day ticket’s day has come');
  await cancelDayTicket(tx, ticket.id);
}

async function revokeOffer(tx: Database, checkout: CheckoutRow): Promise<void> {
  const order = await findOrder(tx, checkout.id);
  const contingentId = order?.result.contingentId;
  if (typeof contingentId !== 'number') return;
  if (!(await removeUnusedContingent(tx, contingentId))) {
    throw notRefundable('A visit of the bought contingent was already used');
  }
}

async function revokeVariant(tx: Database, checkout: CheckoutRow, now: Date): Promise<void> {
  const { found, studio } = await deliveryOf(tx, checkout, now);
  switch (found.product.kind) {
    case 'VOUCHER':
      return revokeVouchers(tx, checkout, now);
    case 'DAY_TICKET':
      return revokeDayTicket(tx, checkout, studio, now);
    default:
      return revokeOffer(tx, checkout);
  }
}

/** A variant of an offer, day ticket or voucher (issue 7: what is sold besides places). */
export function productVariantItem(context: CheckoutItemContext): CheckoutItemHandler<ProductVariantBody> {
  return {
    price: (tx, buyer, body, terms) => priceVariant(tx, buyer, body, terms),
    fulfil: async (tx, checkout) => {
      const delivery = await deliveryOf(tx, checkout, new Date());
      switch (delivery.found.product.kind) {
        case 'VOUCHER':
          return issueBoughtVouchers(delivery, context.origin);
        case 'DAY_TICKET':
          return issueDayTicket(delivery);
        default:
          return grantOffer(delivery);
      }
    },
    release: async () => {},
    revoke: revokeVariant,
  };
}
