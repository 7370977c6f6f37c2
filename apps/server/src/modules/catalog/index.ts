export { productVariantItem } from './checkout-item.ts';
export { studioPageLink } from './mail-format.ts';
export { checkVoucherCode, normalizeVoucherCode, quoteVoucher, redeemVoucher } from './voucher-ledger.ts';
