import type { CheckoutReturnTo } from '@motus/contract';
import { keepStickyQuery } from '../../lib/sticky-query.ts';

/** The consumption-credit screens (spec routes.tsv `selfservice /consumptioncredit…`). */
export const CREDIT_PATH = '/consumptioncredit';
/** The chosen recharge (major units): the payment step of the recharge. */
export const AMOUNT_PARAM = 'amount';
/** The created checkout, whose summary shows. */
export const CHECKOUT_PARAM = 'checkout';

export const RECHARGE_PERMISSION = 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE';

const withParam = (name: string, value: string) => `${CREDIT_PATH}?${new URLSearchParams({ [name]: value })}`;

export const rechargePath = (amount: number) => withParam(AMOUNT_PARAM, String(amount));
export const rechargeSummaryPath = (checkoutId: string) => withParam(CHECKOUT_PARAM, checkoutId);
export const rechargeSuccessPath = (checkoutId: string) => `${CREDIT_PATH}/${checkoutId}/success`;

/** The outcome routes name the checkout before the outcome (`/consumptioncredit/:checkoutId/success`). */
export function rechargeReturnTo(search: string): CheckoutReturnTo {
  // Not through a URL: it would encode the placeholder's braces.
  const query = keepStickyQuery(CREDIT_PATH, search).search ?? '';
  const back = (outcome: string) => `${CREDIT_PATH}/{checkoutId}/${outcome}${query}`;
  return { success: back('success'), cancel: back('cancel'), failure: back('failure') };
}
