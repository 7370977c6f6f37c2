import { CheckoutErrors, InstrumentErrors, type PaymentMethodType, paymentMethodTypes } from '@motus/contract';
import { notFound } from '../../../lib/http-error.ts';
import { requireInstrument } from '../instruments/service.ts';
import type { PaymentInstrumentRow } from '../payments/schema/payment-instruments.ts';
import type { ProviderReturnUrls, StartedSession } from '../provider/payment-provider.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { checkoutConflict, unprocessable } from './errors.ts';
import {
  finalizeCheckout,
  isOpen,
  isPaid,
  paymentDescription,
  requireCheckoutRow,
  settleWithProvider,
} from './finalize-service.ts';
import { assertMethodOffered } from './payment-methods.ts';
import { replaceSession } from './repo.ts';
import type { CheckoutRow } from './schema/checkouts.ts';

/** The provider calls the portal back here (DESIGN.md "Payments"). */
export const NOTIFICATION_PATH = '/v1/payment-provider/notifications';

export interface AuthenticateRequest {
  paymentMethod?: PaymentMethodType | undefined;
  /** A saved instrument of the member (member checkouts only). */
  instrumentId?: string | undefined;
  saveInstrument?: boolean | undefined;
}

export interface Authentication {
  checkout: CheckoutRow;
  /** The provider's page for the buyer; null when nothing is left to approve. */
  redirectUrl: string | null;
}

function assertOpenAt(checkout: CheckoutRow, now: Date): void {
  if (!isOpen(checkout)) throw checkoutConflict(CheckoutErrors.closed, `The checkout is ${checkout.status}`);
  if (checkout.expiresAt <= now) throw checkoutConflict(CheckoutErrors.expired, 'The checkout has expired');
}

function returnUrlsOf(deps: CheckoutDeps, checkout: CheckoutRow): ProviderReturnUrls {
  const paths = checkout.returnPaths;
  if (!paths) throw new Error(`checkout ${checkout.id} has no return paths`);
  return {
    successUrl: `${deps.origin}${paths.success}`,
    cancelUrl: `${deps.origin}${paths.cancel}`,
    failureUrl: `${deps.origin}${paths.failure}`,
    notifyUrl: `${deps.origin}${NOTIFICATION_PATH}`,
  };
}

/** The instrument's, the request's or the create's method: stored ones were checked against the same list. */
function methodOf(method: string | null | undefined): PaymentMethodType {
  const known = paymentMethodTypes.find((candidate) => candidate === method);
  if (!known) throw unprocessable(CheckoutErrors.paymentMethodRequired, 'Choose how to pay');
  return known;
}

/** A saved instrument of the member who owns the checkout; a guest's checkout has none. */
async function instrumentOf(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  instrumentId: string | undefined,
): Promise<PaymentInstrumentRow | undefined> {
  if (instrumentId === undefined) return undefined;
  if (checkout.userId === null) throw notFound(InstrumentErrors.notFound, 'No such payment instrument');
  return requireInstrument(deps.db, checkout.userId, instrumentId);
}

/**
 * A PENDING checkout authenticated again: an open session with the same method answers the same page; a paid or
 * decided one is settled. Undefined when a new session is needed (another method or instrument).
 */
async function resumeSession(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  sessionId: string,
  request: AuthenticateRequest,
  now: Date,
): Promise<Authentication | undefined> {
  const payment = await deps.provider.paymentOf(sessionId);
  if (payment.status !== 'OPEN' && payment.status !== 'CHALLENGE') {
    const settled = await settleWithProvider(deps, checkout, payment, now);
    return isPaid(payment) || !isOpen(settled) ? { checkout: settled, redirectUrl: null } : undefined;
  }
  const sameMethod = request.paymentMethod === undefined || request.paymentMethod === checkout.paymentMethod;
  if (sameMethod && request.instrumentId === undefined) {
    return { checkout, redirectUrl: checkout.providerRedirectUrl };
  }
  return undefined;
}

async function startSession(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  method: PaymentMethodType,
  instrument: PaymentInstrumentRow | undefined,
): Promise<StartedSession> {
  return deps.provider.startPayment({
    ...returnUrlsOf(deps, checkout),
    reference: checkout.id,
    amountMinor: checkout.amountMinor,
    currencyCode: checkout.currencyCode,
    method,
    description: paymentDescription(checkout.positions),
    locale: checkout.locale,
    instrumentToken: instrument?.providerToken,
  });
}

/**
 * Hands the payment to the provider and answers its page. Nothing to pay finalizes at once; a saved instrument the
 * provider charges at once finalizes too. The session is stored only if no other request stored one meanwhile; the
 * loser's session is cancelled and the winner's page answered, so two clicks start one payment.
 */
export async function authenticateCheckout(
  deps: CheckoutDeps,
  id: string,
  request: AuthenticateRequest,
  now = new Date(),
): Promise<Authentication> {
  const checkout = await requireCheckoutRow(deps.db, id);
  if (checkout.status === 'FINALIZED') return { checkout, redirectUrl: null };
  const previousSessionId = checkout.providerSessionId;
  if (checkout.status === 'PENDING' && previousSessionId !== null) {
    const resumed = await resumeSession(deps, checkout, previousSessionId, request, now);
    if (resumed) return resumed;
  }
  assertOpenAt(checkout, now);
  if (checkout.amountMinor === 0) return { checkout: await finalizeCheckout(deps, id, now), redirectUrl: null };
  const instrument = await instrumentOf(deps, checkout, request.instrumentId);
  const method = methodOf(instrument?.type ?? request.paymentMethod ?? checkout.paymentMethod);
  assertMethodOffered(deps.provider, method, checkout.currencyCode);
  const session = await startSession(deps, checkout, method, instrument);
  const stored = await replaceSession(deps.db, {
    id,
    previousSessionId,
    change: {
      status: 'PENDING',
      paymentMethod: method,
      instrumentId: instrument?.id ?? null,
      saveInstrument: request.saveInstrument ?? false,
      providerSessionId: session.sessionId,
      providerRedirectUrl: session.redirectUrl,
      authenticatedAt: now,
    },
  });
  if (!stored) {
    await deps.provider.cancel(session.sessionId);
    const winner = await requireCheckoutRow(deps.db, id);
    return { checkout: winner, redirectUrl: isOpen(winner) ? winner.providerRedirectUrl : null };
  }
  if (previousSessionId !== null) await deps.provider.cancel(previousSessionId);
  if (session.redirectUrl === null) return { checkout: await finalizeCheckout(deps, id, now), redirectUrl: null };
  return { checkout: stored, redirectUrl: session.redirectUrl };
}
