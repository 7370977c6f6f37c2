import { createCheckoutCalls, getCheckoutByKindCalls } from '@motus/contract';

/** The create and get-by-kind path segments of the checkout calls (`/v3/checkouts/{kind}`). */
export type CheckoutKind =
  | 'course-appointment'
  | 'single-appointment'
  | 'product-variant'
  | 'account-balance'
  | 'consumption-credit';

/**
 * A checkout as the portal's return paths name it: the server fills `{checkoutId}` with the checkout's id for a
 * member and with its public token for a guest, so the shape tells which calls read it.
 */
export type CheckoutRef = { member: true; id: string } | { member: false; publicToken: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkoutRefOf(value: string): CheckoutRef {
  return UUID.test(value) ? { member: true, id: value } : { member: false, publicToken: value };
}

/** The value the return paths carry for a checkout, as `{checkoutId}` was filled. */
export function refValue(ref: CheckoutRef): string {
  return ref.member ? ref.id : ref.publicToken;
}

function pick<T extends { prefix: string; segment: string }>(calls: readonly T[], prefix: string, kind: CheckoutKind) {
  const found = calls.find((entry) => entry.prefix === prefix && entry.segment === kind);
  if (!found) throw new Error(`No checkout call ${prefix} ${kind}`);
  return found;
}

/** Members buy through /v3/checkouts/{kind}, guests through /v3/public/checkouts/{kind}. */
export function createCallFor(kind: CheckoutKind, member: boolean) {
  return pick(createCheckoutCalls, member ? 'v3' : 'v3/public', kind).call;
}

export function publicGetCallFor(kind: CheckoutKind) {
  return pick(getCheckoutByKindCalls, 'v3/public', kind).call;
}
