import type { Database } from '../db/client.ts';
import { NOTIFICATION_PATH } from '../modules/commerce/checkouts/authenticate-service.ts';
import {
  accountEntries,
  paymentInstruments,
  paymentMethodLinks,
  paymentRequests,
} from '../modules/commerce/payments/schema.ts';
import { pspSessions } from '../modules/psp/schema.ts';

/** README "Demo data": Anna's open payment request, paid on /payment?paymentRequestId=… */
export const DEMO_PAYMENT_REQUEST_ID = '7a3e9c10-5d2b-4f8a-9c61-2b4d6e8f0a01';
/** README "Demo data": Anna's link to set up how she pays, /payment-method-configuration?token=… */
export const DEMO_PAYMENT_METHOD_TOKEN = 'kw-anna-payment-method-2f8c41d7e9';

const ANNA = {
  tenantId: 'kraftwerk',
  userId: '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a01',
  customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01',
  studioId: 1210001001,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Anna's saved instruments: a preferred Visa card and PayPal. */
function instrumentRows(today: Date): (typeof paymentInstruments.$inferInsert & { id: string })[] {
  const expiryYear = String((today.getUTCFullYear() + 3) % 100).padStart(2, '0');
  const base = { userId: ANNA.userId, createdAt: new Date(today.getTime() - 60 * DAY_MS) };
  return [
    {
      ...base,
      id: 'a3c1f0e2-4b5d-4e6f-8a9b-0c1d2e3f4a51',
      type: 'CREDIT_CARD',
      label: 'Visa •••• 4242',
      holderName: 'Anna Berger',
      expiry: `12/${expiryYear}`,
      providerToken: 'tok_demo_anna_visa_4242',
      preferred: true,
    },
    {
      ...base,
      id: 'a3c1f0e2-4b5d-4e6f-8a9b-0c1d2e3f4a52',
      type: 'PAYPAL',
      label: 'PayPal anna.berger@kraftwerk.example',
      holderName: null,
      expiry: null,
      providerToken: 'tok_demo_anna_paypal',
      preferred: false,
    },
  ];
}

/** The test provider knows a saved instrument by the tokenization that created it; so a checkout can charge it. */
async function seedInstruments(tx: Database, today: Date): Promise<void> {
  const instruments = instrumentRows(today);
  await tx.insert(paymentInstruments).values(instruments);
  await tx
    .insert(pspSessions)
    .values(
      instruments.map((instrument) => ({
        id: `ps_demo_${instrument.id}`,
        mode: 'TOKENIZATION',
        merchantReference: `demo-${instrument.id}`,
        amountMinor: 0,
        currencyCode: 'EUR',
        method: instrument.type,
        status: 'AUTHORIZED',
        instrument: {
          token: instrument.providerToken,
          label: instrument.label,
          holderName: instrument.holderName ?? undefined,
          expiry: instrument.expiry ?? undefined,
        },
        successUrl: '/',
        cancelUrl: '/',
        failureUrl: '/',
        notifyUrl: NOTIFICATION_PATH,
        completedAt: today,
      })),
    )
    .onConflictDoNothing();
}

/** Anna's account: two open fees and an upcoming one, and last month's fee, paid. */
function accountRows(today: Date) {
  const base = { tenantId: ANNA.tenantId, customerId: ANNA.customerId, currencyCode: 'EUR' };
  return [
    { ...base, description: 'Membership fee', amountMinor: 4990, dueDate: isoDay(today, -40), paidAt: today },
    { ...base, description: 'Membership fee', amountMinor: 4990, dueDate: isoDay(today, -10), paidAt: null },
    { ...base, description: 'Drinks flat rate', amountMinor: 1990, dueDate: isoDay(today, -5), paidAt: null },
    { ...base, description: 'Towel service', amountMinor: 450, dueDate: isoDay(today, 5), paidAt: null },
  ];
}

/** The demo's payment links (README "Demo data"): a payment request, a payment-method link, account and instruments. */
export async function seedPaymentLinks(tx: Database, today: Date): Promise<void> {
  await tx.insert(paymentRequests).values({
    id: DEMO_PAYMENT_REQUEST_ID,
    tenantId: ANNA.tenantId,
    customerId: ANNA.customerId,
    studioId: ANNA.studioId,
    currencyCode: 'EUR',
    status: 'OPEN',
    positions: [
      { label: 'Personal training package (5 sessions)', amountMinor: 24500, dueDate: isoDay(today, 3) },
      { label: 'Nutrition consultation', amountMinor: 6000, dueDate: isoDay(today, 10) },
    ],
  });
  await tx.insert(paymentMethodLinks).values({
    token: DEMO_PAYMENT_METHOD_TOKEN,
    tenantId: ANNA.tenantId,
    customerId: ANNA.customerId,
    validUntil: new Date(today.getTime() + 365 * DAY_MS),
  });
  await tx.insert(accountEntries).values(accountRows(today));
  await seedInstruments(tx, today);
}
