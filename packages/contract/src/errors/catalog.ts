/** Why a voucher code was refused at checkout (the web shows a message per code). */
export const VoucherErrorCodes = {
  notFound: 'VOUCHER_NOT_FOUND',
  expired: 'VOUCHER_EXPIRED',
  usedUp: 'VOUCHER_USED_UP',
  currency: 'VOUCHER_CURRENCY',
} as const;

export const ProductErrorCodes = {
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** Offers grant a contingent to a customer: a guest must log in first. */
  loginRequired: 'LOGIN_REQUIRED',
  /** The day is outside today .. today + 30 in the studio's zone. */
  dayTicketDate: 'DAY_TICKET_DATE',
  /** No day ticket is reserved for this lead (a made-up or mistyped success address). */
  dayTicketNotFound: 'DAY_TICKET_NOT_FOUND',
} as const;
