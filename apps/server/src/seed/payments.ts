import { type PaymentMethod, paymentMethodTypes } from '@motus/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, DAY_MS, formatLocalDate, localDateOf } from '../lib/zoned-time.ts';
import { variantLabel } from '../modules/catalog/product-service.ts';
import { dayTickets } from '../modules/catalog/schema/day-tickets.ts';
import { productVariants } from '../modules/catalog/schema/product-variants.ts';
import { products } from '../modules/catalog/schema/products.ts';
import { NOTIFICATION_PATH } from '../modules/commerce/checkouts/authenticate-service.ts';
import { singlePosition } from '../modules/commerce/checkouts/checkout-item.ts';
import { checkouts, orders } from '../modules/commerce/checkouts/schema/checkouts.ts';
import { payments } from '../modules/commerce/payments/schema/payments.ts';
import { pspSessions } from '../modules/psp/schema.ts';

const HOUR_MS = DAY_MS / 24;
const STUDIO = { tenantId: 'kraftwerk', studioId: 1210001001, zoneId: 'Europe/Berlin', currencyCode: 'EUR' } as const;

const ANNA = { userId: '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a01', customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01' };
const MIA = { userId: '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a05', customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d09' };

/** README "Demo data": Anna's day ticket paid this week, refundable on /me/payments (the payments journey refunds it). */
export const DEMO_REFUNDABLE_PAYMENT_ID = 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c03';

type Payer = typeof ANNA;

/** What a payment paid for: a product of the catalogue (its name and price), a paid event's place, or at the desk. */
type Sold =
  | { kind: 'PRODUCT_VARIANT'; productKind: 'OFFER' | 'DAY_TICKET' }
  | { kind: 'COURSE_APPOINTMENT' | 'DESK'; label: string; amountMinor: number };

interface DemoPayment {
  id: string;
  payer: Payer;
  sold: Sold;
  /** Null for a payment at the desk, which has no checkout. */
  checkoutId: string | null;
  method: PaymentMethod;
  instrumentLabel: string | null;
  daysAgo: number;
}

/** Anna's last two months and one payment of Mia; ids fixed, so seeding again replaces them. */
const DEMO_PAYMENTS: DemoPayment[] = [
  {
    id: 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c01',
    payer: ANNA,
    sold: { kind: 'PRODUCT_VARIANT', productKind: 'OFFER' },
    checkoutId: 'd5b8f3e1-4a2c-4d9f-8b7e-6c3f8a2b1d01',
    method: 'CREDIT_CARD',
    instrumentLabel: 'Visa •••• 4242',
    daysAgo: 47,
  },
  {
    id: 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c02',
    payer: ANNA,
    sold: { kind: 'COURSE_APPOINTMENT', label: 'Mobility-Workshop', amountMinor: 2900 },
    checkoutId: 'd5b8f3e1-4a2c-4d9f-8b7e-6c3f8a2b1d02',
    method: 'PAYPAL',
    instrumentLabel: 'PayPal anna.berger@kraftwerk.example',
    daysAgo: 23,
  },
  {
    id: 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c04',
    payer: ANNA,
    sold: { kind: 'DESK', label: 'Personal training session', amountMinor: 6500 },
    checkoutId: null,
    method: 'CASH',
    instrumentLabel: null,
    daysAgo: 12,
  },
  {
    id: DEMO_REFUNDABLE_PAYMENT_ID,
    payer: ANNA,
    sold: { kind: 'PRODUCT_VARIANT', productKind: 'DAY_TICKET' },
    checkoutId: 'd5b8f3e1-4a2c-4d9f-8b7e-6c3f8a2b1d03',
    method: 'CREDIT_CARD',
    instrumentLabel: 'Visa •••• 4242',
    daysAgo: 2,
  },
  {
    id: 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c05',
    payer: MIA,
    sold: { kind: 'PRODUCT_VARIANT', productKind: 'OFFER' },
    checkoutId: 'd5b8f3e1-4a2c-4d9f-8b7e-6c3f8a2b1d05',
    method: 'PAYPAL',
    instrumentLabel: 'PayPal mia.schulz@kraftwerk.example',
    daysAgo: 9,
  },
];

/** The provider's session of a seeded payment: captured, so a refund of it goes through the test provider. */
function sessionIdOf(payment: DemoPayment): string {
  return `ps_demo_payment_${payment.id}`;
}

interface SeedContext {
  tx: Database;
  today: Date;
  variants: Map<string, { id: number; product: string; variant: string; priceMinor: number }>;
}

/** The studio's first variant of each product kind (seed/products.ts); its id and price make the checkout real. */
async function variantsByKind(tx: Database): Promise<SeedContext['variants']> {
  const rows = await tx
    .select({
      kind: products.kind,
      id: productVariants.id,
      product: products.name,
      variant: productVariants.name,
      priceMinor: productVariants.priceMinor,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.tenantId, STUDIO.tenantId),
        or(isNull(products.studioId), eq(products.studioId, STUDIO.studioId)),
        eq(productVariants.currencyCode, STUDIO.currencyCode),
      ),
    )
    .orderBy(products.sortOrder, productVariants.sortOrder, productVariants.id);
  const variants: SeedContext['variants'] = new Map();
  for (const row of rows) if (!variants.has(row.kind)) variants.set(row.kind, row);
  return variants;
}

/** What the payment's checkout sold: its line, and what the item handler reads again on a refund. */
interface Sale {
  label: string;
  amountMinor: number;
  item: Record<string, unknown>;
  result: Record<string, unknown>;
}

/** A day ticket for a day ahead, so refunding it still cancels it. */
async function issueDayTicket(context: SeedContext, demo: DemoPayment, variantId: number, paidAt: Date) {
  const validOn = formatLocalDate(addDays(localDateOf(context.today, STUDIO.zoneId), 5));
  const [ticket] = await context.tx
    .insert(dayTickets)
    .values({
      tenantId: STUDIO.tenantId,
      studioId: STUDIO.studioId,
      variantId,
      ...demo.payer,
      validOn,
      status: 'PAID',
      checkoutId: demo.checkoutId,
      createdAt: paidAt,
    })
    .returning({ id: dayTickets.id });
  return { validOn, dayTicketId: ticket?.id };
}

async function saleOf(context: SeedContext, demo: DemoPayment, paidAt: Date): Promise<Sale> {
  const { sold } = demo;
  if (sold.kind !== 'PRODUCT_VARIANT')
    return { label: sold.label, amountMinor: sold.amountMinor, item: {}, result: {} };
  const variant = context.variants.get(sold.productKind);
  if (!variant)
    throw new Error(`seed/products.ts has no ${sold.productKind} for ${STUDIO.tenantId}; it must run first`);
  const sale = { label: variantLabel(variant.product, variant.variant), amountMinor: variant.priceMinor };
  const item = { variantId: variant.id, quantity: 1, validOn: null, recipientName: null };
  if (sold.productKind !== 'DAY_TICKET') return { ...sale, item, result: {} };
  const { validOn, dayTicketId } = await issueDayTicket(context, demo, variant.id, paidAt);
  return { ...sale, item: { ...item, validOn }, result: { dayTicketId } };
}

async function seedCheckout(context: SeedContext, demo: DemoPayment, sale: Sale, paidAt: Date): Promise<void> {
  const { checkoutId, sold } = demo;
  if (!checkoutId || sold.kind === 'DESK') return;
  await context.tx.insert(checkouts).values({
    id: checkoutId,
    tenantId: STUDIO.tenantId,
    publicToken: `demo-payment-${checkoutId}`,
    kind: sold.kind,
    status: 'FINALIZED',
    ...demo.payer,
    studioId: STUDIO.studioId,
    item: sale.item,
    positions: [singlePosition(sale.label, sale.amountMinor)],
    subtotalMinor: sale.amountMinor,
    amountMinor: sale.amountMinor,
    currencyCode: STUDIO.currencyCode,
    paymentMethod: paymentMethodTypes.find((type) => type === demo.method) ?? null,
    providerSessionId: sessionIdOf(demo),
    expiresAt: new Date(paidAt.getTime() + HOUR_MS / 4),
    createdAt: new Date(paidAt.getTime() - HOUR_MS / 12),
    authenticatedAt: paidAt,
    finalizedAt: paidAt,
  });
  await context.tx
    .insert(orders)
    .values({ tenantId: STUDIO.tenantId, checkoutId, kind: sold.kind, result: sale.result, createdAt: paidAt });
  await context.tx.insert(pspSessions).values({
    id: sessionIdOf(demo),
    mode: 'PAYMENT',
    merchantReference: checkoutId,
    amountMinor: sale.amountMinor,
    currencyCode: STUDIO.currencyCode,
    method: demo.method,
    description: sale.label,
    status: 'AUTHORIZED',
    instrument: demo.instrumentLabel ? { token: `tok_demo_payment_${demo.id}`, label: demo.instrumentLabel } : null,
    successUrl: '/',
    cancelUrl: '/',
    failureUrl: '/',
    notifyUrl: NOTIFICATION_PATH,
    createdAt: paidAt,
    completedAt: paidAt,
  });
}

/**
 * Past payments of the demo members (README "Demo data"): Anna's class card, paid event and desk payment, and her day
 * ticket of this week that is still refundable; one payment of Mia. Each online one has its finalized checkout, order
 * and the test provider's captured session, so its detail, receipt and refund work as for a payment made today.
 */
export async function seedPayments(tx: Database, today: Date): Promise<void> {
  await tx.delete(pspSessions).where(inArray(pspSessions.id, DEMO_PAYMENTS.map(sessionIdOf)));
  const context: SeedContext = { tx, today, variants: await variantsByKind(tx) };
  for (const demo of DEMO_PAYMENTS) {
    const paidAt = new Date(today.getTime() - demo.daysAgo * DAY_MS - 2 * HOUR_MS);
    const sale = await saleOf(context, demo, paidAt);
    await seedCheckout(context, demo, sale, paidAt);
    await tx.insert(payments).values({
      id: demo.id,
      tenantId: STUDIO.tenantId,
      checkoutId: demo.checkoutId,
      ...demo.payer,
      studioId: STUDIO.studioId,
      description: sale.label,
      amountMinor: sale.amountMinor,
      currencyCode: STUDIO.currencyCode,
      method: demo.method,
      instrumentLabel: demo.instrumentLabel,
      status: 'PAID',
      providerReference: demo.checkoutId ? sessionIdOf(demo) : null,
      createdAt: paidAt,
      paidAt,
    });
  }
}
