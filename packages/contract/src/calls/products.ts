import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { CheckoutErrors, ErrorCodes, ProductErrorCodes } from '../errors/index.ts';
import { isoDateTime, numericId, studioNumber } from '../schemas.ts';
import { moneySchema } from './booking-options.ts';
import { customerDataSchema } from './guest-booking.ts';

/**
 * What a studio sells online besides places (issue 7): offers (virtual products such as class cards, which grant a
 * contingent), day tickets and value vouchers. Each is bought as a variant through a PRODUCT_VARIANT checkout.
 */
export const productKinds = ['OFFER', 'DAY_TICKET', 'VOUCHER'] as const;

export const productVariantSchema = z.object({
  /** The `:offerId` of the product flows. */
  id: z.number().int(),
  name: z.string(),
  price: moneySchema,
  /** OFFER: visits of the granted contingent; null for unlimited. */
  visits: z.number().int().nullable(),
  /** OFFER: days the contingent is valid; VOUCHER: days the code can be redeemed. */
  validityDays: z.number().int().nullable(),
  /** VOUCHER: what the code is worth. */
  voucherValue: moneySchema.nullable(),
});

export const productSchema = z.object({
  id: z.number().int(),
  kind: z.enum(productKinds),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Null: sold in every studio of the tenant. */
  studioId: z.number().int().nullable(),
  /** OFFER: what the granted contingent books (COURSE, SINGLE_APPOINTMENT, EVENT, TRIAL_SESSION). */
  benefitKinds: z.array(z.string()),
  variants: z.array(productVariantSchema),
});

/** The studio whose products are listed; `kind` picks day tickets or vouchers from the same list (default OFFER). */
const productListQuery = z.object({ studioId: studioNumber, kind: z.enum(productKinds).default('OFFER') });
const byVariantQuery = z.object({ variantId: numericId });

const productList = (id: string, path: string, auth: 'member' | 'public') =>
  defineCall({
    id,
    method: 'GET',
    path,
    auth,
    query: productListQuery,
    errors: [ErrorCodes.studioNotFound],
    answer: z.array(productSchema),
  });

const productByVariant = (id: string, path: string, auth: 'member' | 'public') =>
  defineCall({
    id,
    method: 'GET',
    path,
    auth,
    query: byVariantQuery,
    errors: [ProductErrorCodes.productNotFound],
    answer: productSchema,
  });

export const listVirtualProducts = productList('products.listVirtualProducts', '/nox/v1/virtualproducts', 'member');
export const listPublicVirtualProducts = productList(
  'products.listPublicVirtualProducts',
  '/nox/public/v1/virtualproducts',
  'public',
);
export const getVirtualProductByVariant = productByVariant(
  'products.getVirtualProductByVariant',
  '/nox/v1/virtualproducts/byvariant',
  'member',
);
export const getPublicVirtualProductByVariant = productByVariant(
  'products.getPublicVirtualProductByVariant',
  '/nox/public/v1/virtualproducts/byvariant',
  'public',
);

export const listVoucherProducts = defineCall({
  id: 'products.listVoucherProducts',
  method: 'GET',
  path: '/nox/public/v1/voucher',
  auth: 'public',
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(productSchema),
});

export const getVoucherProduct = defineCall({
  id: 'products.getVoucherProduct',
  method: 'GET',
  path: '/nox/public/v1/voucher/{voucherId}',
  auth: 'public',
  params: z.object({ voucherId: numericId }),
  errors: [ProductErrorCodes.productNotFound],
  answer: productSchema,
});

/** A bought voucher: its code and what is left of its value. */
export const purchasedVoucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  productName: z.string(),
  recipientName: z.string().nullable(),
  value: moneySchema,
  remaining: moneySchema,
  validUntil: isoDateTime,
  purchasedAt: isoDateTime,
});

export const listPurchasedVouchers = defineCall({
  id: 'products.listPurchasedVouchers',
  method: 'GET',
  path: '/nox/v1/voucher/purchased',
  auth: 'member',
  answer: z.array(purchasedVoucherSchema),
});

/** The vouchers a guest's checkout bought, by the checkout's public token. */
export const listPublicPurchasedVouchers = defineCall({
  id: 'products.listPublicPurchasedVouchers',
  method: 'GET',
  path: '/nox/public/v1/voucher/purchased',
  auth: 'public',
  query: z.object({ checkoutToken: z.string().min(16).max(200) }),
  errors: [CheckoutErrors.notFound],
  answer: z.array(purchasedVoucherSchema),
});

/** A day ticket reserved now and paid at the studio's desk: the guest becomes a lead. */
export const bookDayTicketBody = z.object({
  studioId: studioNumber,
  variantId: numericId,
  /** The studio-local day (yyyy-mm-dd), today .. today + 30. */
  validOn: z.iso.date(),
  customerData: customerDataSchema,
});

export const bookDayTicket = defineCall({
  id: 'products.bookDayTicket',
  method: 'POST',
  path: '/v1/public/daytickets/book',
  auth: 'public',
  body: bookDayTicketBody,
  errors: [
    ErrorCodes.studioNotFound,
    ProductErrorCodes.productNotFound,
    ProductErrorCodes.dayTicketDate,
    ErrorCodes.tooManyRequests,
  ],
  answer: z.object({ leadId: z.uuid() }),
});

/** A day ticket reserved to be paid at the desk, as its success page shows it. */
export const dayTicketReservationSchema = z.object({
  leadId: z.uuid(),
  studioId: z.number().int(),
  variantId: z.number().int(),
  /** The ticket's name on a bill (product and variant), in the request's language. */
  name: z.string(),
  /** The studio-local day the ticket admits to (yyyy-mm-dd). */
  validOn: z.iso.date(),
  price: moneySchema,
});

/**
 * The reservation a pay-later success page names by its lead (`/booking/day-ticket/:offerId/paylater/success/:leadId`).
 * The lead id is an unguessable uuid handed only to who reserved; an unknown one answers 404 DAY_TICKET_NOT_FOUND.
 */
export const getDayTicketReservation = defineCall({
  id: 'products.getDayTicketReservation',
  method: 'GET',
  path: '/v1/public/daytickets/reservations/{leadId}',
  auth: 'public',
  params: z.object({ leadId: z.uuid() }),
  errors: [ProductErrorCodes.dayTicketNotFound],
  answer: dayTicketReservationSchema,
});

export type ProductKind = (typeof productKinds)[number];
export type Product = z.infer<typeof productSchema>;
export type ProductVariant = z.infer<typeof productVariantSchema>;
export type PurchasedVoucher = z.infer<typeof purchasedVoucherSchema>;
export type BookDayTicketBody = z.infer<typeof bookDayTicketBody>;
export type DayTicketReservation = z.infer<typeof dayTicketReservationSchema>;
