import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import {
  accountEntries,
  type PaymentRequestPosition,
  paymentMethodLinks,
  paymentRequests,
} from '../../src/modules/commerce/payments/schema.ts';
import type { CardInput } from '../../src/modules/psp/test-cards.ts';
import { BERLIN } from './booking-factory.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SUCCESS_CARD: CardInput = {
  number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holder: 'Anna Berger',
};
export const DECLINED_CARD: CardInput = { ...SUCCESS_CARD, number: '4000 0000 0000 0002' };

/** The test provider's session behind a hosted page's address (`…/psp/pay/{sessionId}`). */
export function sessionIdOf(redirectUrl: string | null): string {
  const match = /\/psp\/pay\/([^/?#]+)/.exec(redirectUrl ?? '');
  if (!match?.[1]) throw new Error(`not a hosted payment page: ${redirectUrl}`);
  return decodeURIComponent(match[1]);
}

export function isoDay(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);
}

/** A payment-method link of a Berlin customer, valid for a week unless told otherwise. */
export async function createLink(
  db: Database,
  customerId: string,
  validUntil = new Date(Date.now() + 7 * DAY_MS),
): Promise<string> {
  const token = `test-link-${randomBytes(12).toString('hex')}`;
  await db.insert(paymentMethodLinks).values({ token, tenantId: BERLIN.tenant, customerId, validUntil });
  return token;
}

export async function createPaymentRequest(
  db: Database,
  customerId: string,
  positions: PaymentRequestPosition[] = [{ label: 'Sauna flat rate', amountMinor: 2500, dueDate: isoDay(7) }],
): Promise<string> {
  const [row] = await db
    .insert(paymentRequests)
    .values({
      tenantId: BERLIN.tenant,
      customerId,
      studioId: BERLIN.studioId,
      currencyCode: 'EUR',
      status: 'OPEN',
      positions,
    })
    .returning({ id: paymentRequests.id });
  if (!row) throw new Error('payment request not created');
  return row.id;
}

/** Open account entries (owed, unpaid) of a Berlin customer, in euro cents. */
export async function addAccountEntries(db: Database, customerId: string, amountsMinor: number[]): Promise<void> {
  await db.insert(accountEntries).values(
    amountsMinor.map((amountMinor, index) => ({
      tenantId: BERLIN.tenant,
      customerId,
      description: `Fee ${index + 1}`,
      amountMinor,
      currencyCode: 'EUR',
      dueDate: isoDay(index - 10),
    })),
  );
}
