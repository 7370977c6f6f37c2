import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type PaymentMethodLinkRow, paymentMethodLinks } from './schema.ts';

/** By its unguessable token alone: the link's page has nothing else, and the row names its tenant. */
export async function findLink(db: Database, token: string): Promise<PaymentMethodLinkRow | undefined> {
  const [row] = await db.select().from(paymentMethodLinks).where(eq(paymentMethodLinks.token, token)).limit(1);
  return row;
}

/** Takes the link's row lock: configuring it happens once, on any server instance. */
export async function lockLink(db: Database, token: string): Promise<PaymentMethodLinkRow | undefined> {
  const [row] = await db.select().from(paymentMethodLinks).where(eq(paymentMethodLinks.token, token)).for('update');
  return row;
}

/** The link whose latest checkout this is (its tokenization's reference). */
export async function findLinkOfCheckout(db: Database, checkoutId: string): Promise<PaymentMethodLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodLinks)
    .where(eq(paymentMethodLinks.checkoutId, checkoutId))
    .limit(1);
  return row;
}

export async function setLinkCheckout(db: Database, token: string, checkoutId: string): Promise<void> {
  await db.update(paymentMethodLinks).set({ checkoutId }).where(eq(paymentMethodLinks.token, token));
}

export async function configureLink(
  db: Database,
  token: string,
  configured: Pick<PaymentMethodLinkRow, 'configuredMethod' | 'configuredLabel' | 'providerToken' | 'completedAt'>,
): Promise<PaymentMethodLinkRow> {
  const [row] = await db
    .update(paymentMethodLinks)
    .set(configured)
    .where(eq(paymentMethodLinks.token, token))
    .returning();
  if (!row) throw new Error(`payment-method link ${token} vanished`);
  return row;
}
