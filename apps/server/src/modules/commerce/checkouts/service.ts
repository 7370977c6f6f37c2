import type { Checkout, CheckoutType } from '@motus/contract';
import { CheckoutErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import type { TenantScope } from '../../../lib/tenant-scope.ts';
import { toCheckout } from './answer.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { checkoutConflict, checkoutNotFound } from './errors.ts';
import { isOpen, requireCheckoutRow, stopCheckout } from './finalize-service.ts';
import { findCheckout, findGuestCheckoutByToken, findOrder } from './repo.ts';
import type { CheckoutRow } from './schema/checkouts.ts';

/**
 * A member's own checkout in the request's tenant (of the kind, when the call names one). Another user's, another
 * tenant's or an unknown id are all the same 404, so ids cannot be probed.
 */
export async function memberCheckout(
  db: Database,
  scope: TenantScope,
  id: string,
  kind?: CheckoutType,
): Promise<CheckoutRow> {
  const checkout = await findCheckout(db, id);
  const mine = checkout?.userId === scope.user?.userId && checkout?.tenantId === scope.tenant;
  if (!checkout || !mine || (kind && checkout.kind !== kind)) throw checkoutNotFound();
  return checkout;
}

/** A guest's checkout by its public token (of the kind, when the call names one). */
export async function guestCheckout(db: Database, publicToken: string, kind?: CheckoutType): Promise<CheckoutRow> {
  const checkout = await findGuestCheckoutByToken(db, publicToken);
  if (!checkout || (kind && checkout.kind !== kind)) throw checkoutNotFound();
  return checkout;
}

/** The checkout as its calls answer it, with its order once finalized. */
export async function checkoutAnswer(db: Database, checkout: CheckoutRow): Promise<Checkout> {
  const order = checkout.status === 'FINALIZED' ? await findOrder(db, checkout.id) : undefined;
  return toCheckout(checkout, order);
}

/** The buyer gives up: the provider's session is cancelled and what the checkout held is given back. */
export async function cancelCheckout(deps: CheckoutDeps, id: string, now = new Date()): Promise<CheckoutRow> {
  const checkout = await requireCheckoutRow(deps.db, id);
  if (checkout.status === 'CANCELED') return checkout;
  if (!isOpen(checkout)) throw checkoutConflict(CheckoutErrors.closed, `The checkout is ${checkout.status}`);
  return stopCheckout(deps, id, { status: 'CANCELED', reason: 'CANCELED' }, now);
}
