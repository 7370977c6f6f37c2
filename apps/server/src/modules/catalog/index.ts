import type { ServerModule } from '../../lib/server-module.ts';
import catalogRoutes from './routes.ts';

export { productVariantItem } from './checkout-item.ts';
export { studioPageLink } from './mail-format.ts';
export { checkVoucherCode, normalizeVoucherCode, quoteVoucher, redeemVoucher } from './voucher-ledger.ts';

export const catalogModule: ServerModule = { name: 'catalog', routes: [catalogRoutes] };
