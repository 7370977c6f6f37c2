import type { PaymentMethodType, TokenizationStart, TokenizationState, TokenizationStateValue } from '@motus/contract';
import { TokenizationErrors } from '@motus/contract';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { randomToken } from '../../identity/index.ts';
import { assertMethodOffered } from '../checkouts/payment-methods.ts';
import { findInstrument } from '../instruments/repo.ts';
import { saveInstrument, toPaymentInstrument } from '../instruments/service.ts';
import type { PaymentProvider, ProviderPayment } from '../provider/payment-provider.ts';
import type { TokenizationRow } from './schema.ts';
import { changeTokenization, findTokenization, lockTokenization, upsertTokenization } from './tokenization-repo.ts';
import { returnUrlsTo } from './tokenization-return-urls.ts';

/** Where the browser comes back to when the caller names no page. */
export const DEFAULT_TOKENIZATION_RETURN_PATH = '/me/settings';

export interface TokenizationRequest {
  /** The saving member; null for a public start without a session (the member who completes it claims it). */
  userId: string | null;
  method: PaymentMethodType;
  returnPath: string | undefined;
  currencyCode: string;
  locale: string;
  /** The portal's public origin, for the provider's return URLs. */
  origin: string;
}

/** What a provider's answer means for anything tokenized: saved, failed, given up, or not decided yet. */
export function tokenizationOutcome(payment: ProviderPayment): TokenizationStateValue {
  switch (payment.status) {
    case 'AUTHORIZED':
    case 'PENDING':
      return payment.instrument ? 'COMPLETED' : 'FAILED';
    case 'DECLINED':
    case 'EXPIRED':
      return 'FAILED';
    case 'CANCELED':
      return 'CANCELED';
    default:
      return 'PENDING';
  }
}

export interface ProviderTokenizationRequest extends Omit<TokenizationRequest, 'returnPath'> {
  reference: string;
  returnPath: string;
  /** Added to the return path's query besides `result`. */
  returnParams: Record<string, string>;
}

/** Starts (or, for a retry, starts over) the provider's session of a tokenization; answers the provider's page. */
export async function beginTokenization(
  db: Database,
  provider: PaymentProvider,
  request: ProviderTokenizationRequest,
): Promise<string> {
  assertMethodOffered(provider, request.method, request.currencyCode);
  const { reference, method, returnPath } = request;
  await upsertTokenization(db, { reference, userId: request.userId, method, state: 'PENDING', returnPath });
  const session = await provider.startTokenization({
    reference,
    method,
    currencyCode: request.currencyCode,
    locale: request.locale,
    ...returnUrlsTo(request.origin, returnPath, request.returnParams),
  });
  if (!session.redirectUrl) throw new Error('the provider answered a tokenization without its page');
  await changeTokenization(db, reference, { providerSessionId: session.sessionId });
  return session.redirectUrl;
}

/** Starts saving an instrument: a tokenization at the provider, answered with its hosted page. */
export async function startTokenization(
  db: Database,
  provider: PaymentProvider,
  request: TokenizationRequest,
): Promise<TokenizationStart> {
  const reference = randomToken();
  const redirectUrl = await beginTokenization(db, provider, {
    ...request,
    reference,
    returnPath: request.returnPath ?? DEFAULT_TOKENIZATION_RETURN_PATH,
    returnParams: { tokenizationReference: reference },
  });
  return { tokenizationReference: reference, redirectUrl };
}

async function stateOf(db: Database, row: TokenizationRow): Promise<TokenizationState> {
  const instrument =
    row.instrumentId && row.userId ? await findInstrument(db, row.userId, row.instrumentId) : undefined;
  return {
    tokenizationReference: row.reference,
    method: row.method,
    state: row.state,
    instrument: instrument ? toPaymentInstrument(instrument) : null,
  };
}

/**
 * A checkout's tokenization (a payment-method link's) has the checkout's id, a UUID, as reference; a member's has a
 * random token, which never has a UUID's shape. A checkout's belongs to the checkout: no member reads or claims it.
 */
export function isCheckoutReference(reference: string): boolean {
  return z.uuid().safeParse(reference).success;
}

/** Another member's tokenization, or a checkout's, is answered as unknown, like a guessed reference. */
function requireVisible(row: TokenizationRow | undefined, userId: string | null): TokenizationRow {
  if (!row || isCheckoutReference(row.reference) || (row.userId && userId && row.userId !== userId)) {
    throw notFound(TokenizationErrors.notFound, 'No such tokenization');
  }
  return row;
}

export async function tokenizationState(db: Database, reference: string, userId: string): Promise<TokenizationState> {
  return stateOf(db, requireVisible(await findTokenization(db, reference), userId));
}

/**
 * Asks the provider (never the browser) how the tokenization ended; COMPLETED saves the instrument exactly once under
 * the row lock, so a retry, the member's call and the provider's notification all answer the same instrument. The
 * provider is asked before the transaction: no row stays locked while it answers. `claimant` is the calling member
 * (null for the notification); an ownerless tokenization becomes the claimant's.
 */
export async function completeTokenization(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  claimant: string | null,
): Promise<TokenizationState> {
  const row = requireVisible(await findTokenization(db, reference), claimant);
  const owner = row.userId ?? claimant;
  if (row.state !== 'PENDING' || !owner || !row.providerSessionId) return stateOf(db, row);
  const payment = await provider.paymentOf(row.providerSessionId);
  const state = tokenizationOutcome(payment);
  if (state === 'PENDING') return stateOf(db, row);
  return db.transaction(async (tx) => {
    const locked = requireVisible(await lockTokenization(tx, reference), claimant);
    if (locked.state !== 'PENDING' || locked.providerSessionId !== row.providerSessionId) return stateOf(tx, locked);
    const { method } = locked;
    const saved =
      state === 'COMPLETED' && payment.instrument
        ? await saveInstrument(tx, owner, method, payment.instrument)
        : undefined;
    const changed = await changeTokenization(tx, reference, {
      state,
      userId: owner,
      instrumentId: saved?.id ?? null,
      completedAt: new Date(),
    });
    return stateOf(tx, changed);
  });
}
