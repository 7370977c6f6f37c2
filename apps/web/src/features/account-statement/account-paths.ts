/** The account screens (spec routes.tsv `selfservice /account…`): the flow base the checkout returns below. */
export const ACCOUNT_PATH = '/account';
export const BALANCE_PATH = '/account/balance';
/** Where the created checkout's summary shows: the balance screen, naming the checkout. */
export const CHECKOUT_PARAM = 'checkout';

export const balanceSummaryPath = (checkoutId: string) =>
  `${BALANCE_PATH}?${new URLSearchParams({ [CHECKOUT_PARAM]: checkoutId })}`;

export const accountSuccessPath = (checkoutId: string) => `${ACCOUNT_PATH}/success/${checkoutId}`;

/** Paying needs this permission; the statement needs the detailed or the summarized view. */
export const BALANCE_PERMISSION = 'CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED';
