import { randomBytes, randomUUID } from 'node:crypto';
import type { CheckoutReturnTo, CheckoutType, Money, PaymentMethodType } from '@motus/contract';
import { CheckoutErrors } from '@motus/contract';
import { minorOf } from '../../../lib/money.ts';
import { normalizeVoucherCode, quoteVoucher } from '../../catalog/index.ts';
import { type CheckoutDeps, handlerOf } from './checkout-deps.ts';
import type { Buyer, PricedItem } from './checkout-item.ts';
import { checkoutConflict } from './errors.ts';
import { stopCheckout } from './finalize-service.ts';
import { assertMethodOffered } from './payment-methods.ts';
import { insertCheckout, listUnpaidCheckoutsOf } from './repo.ts';
import type { CheckoutContact, CheckoutReturnPaths, CheckoutRow } from './schema/checkouts.ts';

/** How long a checkout holds what it sells while the buyer pays. */
export const CHECKOUT_VALIDITY_MINUTES = 15;
const PUBLIC_TOKEN_BYTES = 32;

/** What every create call carries besides the item. */
export interface CheckoutOptions {
  voucherCode?: string | undefined;
  paymentMethod?: PaymentMethodType | undefined;
  /** The total the buyer was shown; the server's own total must be the same. */
  expectedTotal?: Money | undefined;
  returnTo: CheckoutReturnTo;
}

export interface CreateCheckoutRequest<Body> extends CheckoutOptions {
  kind: CheckoutType;
  buyer: Buyer;
  /** The kind's body as its call parsed it; the kind's handler prices it. */
  body: Body;
  /** The buyer's UI locale, for the provider's pages. */
  locale: string;
}

/** `{checkoutId}` becomes the id for a member and the public token for a guest: the handle their calls read it by. */
function returnPathsOf(returnTo: CheckoutReturnTo, handle: string): CheckoutReturnPaths {
  const fill = (path: string) => path.replaceAll('{checkoutId}', handle);
  return { success: fill(returnTo.success), cancel: fill(returnTo.cancel), failure: fill(returnTo.failure) };
}

function contactOf(buyer: Buyer): CheckoutContact | null {
  if (buyer.customerId !== null || !buyer.contact) return null;
  const { firstName, lastName, email, phone, dateOfBirth } = buyer.contact;
  return { firstName, lastName, email, phone, dateOfBirth };
}

/** The buyer's total must be the server's; anything else (a changed price, a tampered amount) is refused. */
function assertExpectedTotal(expected: Money | undefined, amountMinor: number, currencyCode: string): void {
  if (!expected) return;
  if (minorOf(expected) === amountMinor && expected.currency === currencyCode) return;
  throw checkoutConflict(CheckoutErrors.priceChanged, 'The price has changed; please look at the new total');
}

function subtotalOf(priced: PricedItem): number {
  return priced.positions.reduce((sum, position) => sum + position.totalMinor, 0);
}

/**
 * A member who starts buying again (back from the summary to the payment step) leaves the unpaid checkout of the same
 * kind behind: it is cancelled and gives its place back, so the new one can hold it.
 */
async function abandonUnpaid(deps: CheckoutDeps, buyer: Buyer, kind: CheckoutType, now: Date): Promise<void> {
  if (buyer.userId === null) return;
  const unpaid = await listUnpaidCheckoutsOf(deps.db, { userId: buyer.userId, tenant: buyer.tenant, kind });
  for (const checkout of unpaid) {
    await stopCheckout(deps, checkout.id, { status: 'CANCELED', reason: 'CANCELED' }, now);
  }
}

/**
 * Prices what is bought from the server's own data, holds it (a place until the checkout expires), takes a voucher's
 * value off and stores the checkout as CREATED. One transaction: a refusal (a changed total, a bad voucher, a full
 * class) holds nothing.
 */
export async function createCheckout<Body>(
  deps: CheckoutDeps,
  request: CreateCheckoutRequest<Body>,
  now = new Date(),
): Promise<CheckoutRow> {
  const handler = handlerOf(deps, request.kind);
  const { buyer } = request;
  const id = randomUUID();
  const publicToken = randomBytes(PUBLIC_TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHECKOUT_VALIDITY_MINUTES * 60_000);
  await abandonUnpaid(deps, buyer, request.kind, now);
  return deps.db.transaction(async (tx) => {
    const priced = await handler.price(tx, buyer, request.body, { expiresAt, locale: request.locale });
    const { currencyCode } = priced;
    if (request.paymentMethod) assertMethodOffered(deps.provider, request.paymentMethod, currencyCode);
    const subtotalMinor = subtotalOf(priced);
    const voucher = request.voucherCode
      ? await quoteVoucher(tx, { tenant: buyer.tenant, code: request.voucherCode, currencyCode, subtotalMinor, now })
      : undefined;
    const discountMinor = voucher?.discountMinor ?? 0;
    const amountMinor = subtotalMinor - discountMinor;
    assertExpectedTotal(request.expectedTotal, amountMinor, currencyCode);
    return insertCheckout(tx, {
      id,
      tenantId: buyer.tenant,
      publicToken,
      kind: request.kind,
      status: 'CREATED',
      userId: buyer.userId,
      customerId: buyer.customerId,
      leadId: priced.leadId ?? null,
      studioId: priced.studioId,
      item: priced.item,
      positions: priced.positions,
      subtotalMinor,
      discountMinor,
      amountMinor,
      currencyCode,
      voucherCode: voucher && request.voucherCode ? normalizeVoucherCode(request.voucherCode) : null,
      voucherId: voucher?.voucherId ?? null,
      heldCalendarItemId: priced.heldCalendarItemId ?? null,
      paymentMethod: request.paymentMethod ?? null,
      contact: contactOf(buyer),
      locale: request.locale,
      returnPaths: returnPathsOf(request.returnTo, buyer.userId === null ? publicToken : id),
      expiresAt,
      createdAt: now,
    });
  });
}
