import type { Checkout, CheckoutAuthentication, PaymentMethodConfiguration, PaymentMethodType } from '@motus/contract';
import { CheckoutErrors } from '@motus/contract';
import { toCheckout } from '../checkouts/answer.ts';
import type { CheckoutDeps } from '../checkouts/checkout-deps.ts';
import { createCheckout } from '../checkouts/create-service.ts';
import { checkoutConflict } from '../checkouts/errors.ts';
import { finalizeCheckout, isOpen, stopCheckout } from '../checkouts/finalize-service.ts';
import { assertMethodOffered } from '../checkouts/payment-methods.ts';
import { findCheckout, updateCheckout } from '../checkouts/repo.ts';
import type { CheckoutRow } from '../checkouts/schema/checkouts.ts';
import { configureLink, lockLink, setLinkCheckout } from './payment-method-links-repo.ts';
import {
  configuredOf,
  type LinkParty,
  requireLink,
  requireParty,
  requireUnused,
  studioRefOf,
} from './payment-method-links-service.ts';
import { changeTokenization, findTokenization } from './tokenization-repo.ts';
import { withQuery } from './tokenization-return-urls.ts';
import { beginTokenization, tokenizationOutcome } from './tokenization-service.ts';

/** The portal page of a link (spec 000: `/payment-method-configuration?token=`), where the provider sends back to. */
export const LINK_PAGE_PATH = '/payment-method-configuration';

function linkPagePath(token: string): string {
  return withQuery(LINK_PAGE_PATH, { token });
}

async function currentCheckout(deps: CheckoutDeps, party: LinkParty): Promise<CheckoutRow | undefined> {
  return party.link.checkoutId ? findCheckout(deps.db, party.link.checkoutId) : undefined;
}

async function configurationOf(deps: CheckoutDeps, party: LinkParty): Promise<PaymentMethodConfiguration> {
  const checkout = await currentCheckout(deps, party);
  return {
    studio: studioRefOf(party),
    allowedMethods: deps.provider.methodsFor(party.studio.currencyCode),
    selectedMethod: checkout && isOpen(checkout) ? checkout.paymentMethod : null,
    checkoutStatus: checkout ? checkout.status : null,
    failureReason: checkout?.failureReason ?? null,
    configured: configuredOf(party.link),
    tokenValidUntil: party.link.validUntil.toISOString(),
  };
}

export async function linkConfiguration(deps: CheckoutDeps, token: string): Promise<PaymentMethodConfiguration> {
  return configurationOf(deps, await requireParty(deps.db, token));
}

/** A new PAYMENT_METHOD checkout of the link (nothing to pay), which becomes the link's current one. */
export async function createLinkCheckout(
  deps: CheckoutDeps,
  request: { token: string; method: PaymentMethodType; locale: string },
): Promise<Checkout> {
  const party = await requireParty(deps.db, request.token);
  requireUnused(party.link);
  assertMethodOffered(deps.provider, request.method, party.studio.currencyCode);
  const page = linkPagePath(party.link.token);
  const row = await createCheckout(deps, {
    kind: 'PAYMENT_METHOD',
    buyer: { tenant: party.link.tenantId, userId: null, customerId: party.customer.id, contact: null },
    body: { token: party.link.token },
    paymentMethod: request.method,
    returnTo: { success: page, cancel: page, failure: page },
    locale: request.locale,
  });
  await setLinkCheckout(deps.db, party.link.token, row.id);
  return toCheckout(row, undefined);
}

/** Chooses the method: the current checkout's while the provider has not been asked yet, else a new checkout's. */
export async function chooseLinkMethod(
  deps: CheckoutDeps,
  request: { token: string; method: PaymentMethodType; locale: string },
): Promise<Checkout> {
  const party = await requireParty(deps.db, request.token);
  requireUnused(party.link);
  const checkout = await currentCheckout(deps, party);
  if (checkout?.status !== 'CREATED') return createLinkCheckout(deps, request);
  assertMethodOffered(deps.provider, request.method, party.studio.currencyCode);
  return toCheckout(await updateCheckout(deps.db, checkout.id, { paymentMethod: request.method }), undefined);
}

/**
 * Hands the current checkout to the provider: a tokenization whose reference is the checkout's id (the checkout
 * itself carries no provider session, so nothing treats it as a payment). Again while open: a new session.
 */
export async function authenticateLinkCheckout(
  deps: CheckoutDeps,
  token: string,
  locale: string,
): Promise<CheckoutAuthentication> {
  const party = await requireParty(deps.db, token);
  requireUnused(party.link);
  const checkout = await currentCheckout(deps, party);
  if (!checkout || !isOpen(checkout)) {
    throw checkoutConflict(CheckoutErrors.closed, 'Choose a payment method first');
  }
  if (!checkout.paymentMethod) throw checkoutConflict(CheckoutErrors.paymentMethodRequired, 'Choose a payment method');
  const redirectUrl = await beginTokenization(deps.db, deps.provider, {
    reference: checkout.id,
    userId: null,
    method: checkout.paymentMethod,
    currencyCode: checkout.currencyCode,
    locale,
    origin: deps.origin,
    returnPath: linkPagePath(party.link.token),
    returnParams: {},
  });
  const pending = await updateCheckout(deps.db, checkout.id, { status: 'PENDING', authenticatedAt: new Date() });
  return { checkout: toCheckout(pending, undefined), redirectUrl };
}

/** Stores what the provider tokenized on the link, once: a second finalize finds it configured. */
async function configureOnce(
  deps: CheckoutDeps,
  token: string,
  method: PaymentMethodType,
  instrument: { token: string; label: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const link = await lockLink(tx, token);
    if (!link || link.completedAt) return;
    await configureLink(tx, token, {
      configuredMethod: method,
      configuredLabel: instrument.label,
      providerToken: instrument.token,
      completedAt: new Date(),
    });
  });
}

/**
 * Asks the provider (never the browser) how the link's tokenization ended (idempotent). Completed: the instrument is
 * stored on the link, then the checkout finalized (an order without money); declined or cancelled: the checkout ends
 * so; undecided: nothing changes. Answers the link's configuration.
 */
export async function finalizeLinkCheckout(deps: CheckoutDeps, token: string): Promise<PaymentMethodConfiguration> {
  const link = await requireLink(deps.db, token);
  if (link.completedAt && link.checkoutId) {
    // Configured by a finalize that may still be making the order (or stopped before it): finish it here (once, under
    // the checkout's lock), so no answer shows a configured link whose checkout is still pending.
    await finalizeCheckout(deps, link.checkoutId);
    return linkConfiguration(deps, token);
  }
  const tokenization = link.checkoutId ? await findTokenization(deps.db, link.checkoutId) : undefined;
  if (link.completedAt || !link.checkoutId || !tokenization?.providerSessionId) return linkConfiguration(deps, token);
  const payment = await deps.provider.paymentOf(tokenization.providerSessionId);
  const state = tokenizationOutcome(payment);
  if (state === 'COMPLETED' && payment.instrument) {
    await configureOnce(deps, token, tokenization.method, payment.instrument);
    await finalizeCheckout(deps, link.checkoutId);
  } else if (state === 'FAILED' || state === 'CANCELED') {
    const ending = state === 'CANCELED' ? 'CANCELED' : 'FAILED';
    await stopCheckout(deps, link.checkoutId, { status: ending, reason: payment.declineCode ?? ending });
  }
  if (state !== 'PENDING') {
    await changeTokenization(deps.db, tokenization.reference, { state, completedAt: new Date() });
  }
  return linkConfiguration(deps, token);
}
