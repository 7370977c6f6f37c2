import type { PaymentInstrument, PaymentMethodType, SavablePaymentMethods } from '@motus/contract';
import { InstrumentErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { listStudioConnects } from '../../identity/index.ts';
import { requireStudio } from '../../studios/index.ts';
import type { PaymentInstrumentRow } from '../payments/schema.ts';
import type { PaymentProvider, ProviderInstrument } from '../provider/payment-provider.ts';
import {
  findActiveInstrument,
  insertInstrument,
  listActiveInstruments,
  lockUserInstruments,
  markArchived,
  markPreferred,
} from './repo.ts';

/** Without a studio to ask, the portal's default currency. */
const DEFAULT_CURRENCY = 'EUR';

export function toPaymentInstrument(row: PaymentInstrumentRow): PaymentInstrument {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    holderName: row.holderName,
    expiry: row.expiry,
    preferred: row.preferred,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's instruments that are not archived, the preferred one first. */
export async function listInstruments(db: Database, userId: string): Promise<PaymentInstrument[]> {
  return (await listActiveInstruments(db, userId)).map(toPaymentInstrument);
}

/** A usable instrument of the member (a checkout charging it needs its provider token); 404 for anyone else's. */
export async function requireInstrument(db: Database, userId: string, id: string): Promise<PaymentInstrumentRow> {
  const row = await findActiveInstrument(db, userId, id);
  if (!row) throw notFound(InstrumentErrors.notFound, 'No such payment instrument');
  return row;
}

export function preferInstrument(db: Database, userId: string, id: string): Promise<PaymentInstrument> {
  return db.transaction(async (tx) => {
    await lockUserInstruments(tx, userId);
    await requireInstrument(tx, userId, id);
    await markPreferred(tx, userId, id);
    return toPaymentInstrument(await requireInstrument(tx, userId, id));
  });
}

/** Archives an instrument; when it was the preferred one, the newest remaining one becomes preferred. */
export function archiveInstrument(db: Database, userId: string, id: string, now = new Date()): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUserInstruments(tx, userId);
    const archived = await requireInstrument(tx, userId, id);
    await markArchived(tx, userId, id, now);
    const [newest] = await listActiveInstruments(tx, userId);
    if (archived.preferred && newest) await markPreferred(tx, userId, newest.id);
  });
}

/** Saves what the provider tokenized; a member's first instrument becomes the preferred one. */
export async function saveInstrument(
  tx: Database,
  userId: string,
  type: PaymentMethodType,
  instrument: ProviderInstrument,
): Promise<PaymentInstrumentRow> {
  await lockUserInstruments(tx, userId);
  const existing = await listActiveInstruments(tx, userId);
  return insertInstrument(tx, {
    userId,
    type,
    label: instrument.label,
    holderName: instrument.holderName ?? null,
    expiry: instrument.expiry ?? null,
    providerToken: instrument.token,
    preferred: existing.length === 0,
  });
}

export async function studioCurrency(db: Database, studioId: number): Promise<string> {
  return (await requireStudio(db, studioId)).currencyCode;
}

/**
 * The currency an instrument is saved in: the studio's asked for, else the member's home studio's (in the tenant),
 * else the default.
 */
export async function instrumentCurrency(
  db: Database,
  userId: string | null,
  scope: { studioId?: number | undefined; tenant?: string | undefined },
): Promise<string> {
  if (scope.studioId !== undefined) return studioCurrency(db, scope.studioId);
  const connects = userId ? await listStudioConnects(db, userId) : [];
  const home = connects.find((connect) => !scope.tenant || connect.tenant === scope.tenant) ?? connects[0];
  return home ? studioCurrency(db, home.studioId) : DEFAULT_CURRENCY;
}

export function savableMethods(provider: PaymentProvider, currency: string): SavablePaymentMethods {
  return { currency, paymentMethods: provider.methodsFor(currency) };
}
