import type { ServerModule } from '../../lib/server-module.ts';
import instrumentsRoutes from './instruments-routes.ts';
import paymentsRoutes from './payments-routes.ts';

export { accountBalanceItem } from './account-balance-item.ts';
export { requireInstrument, saveInstrument } from './instruments-service.ts';
export { paymentMethodItem } from './payment-method-item.ts';
export type {
  PaymentProvider,
  ProviderNotification,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderReturnUrls,
  RefundResult,
  StartedSession,
  StartPaymentInput,
  StartTokenizationInput,
} from './payment-provider.ts';
export { recordPayment } from './payment-records.ts';
export { paymentRequestItem } from './payment-request-item.ts';
export type { PaymentInstrumentRow } from './schema/payment-instruments.ts';
export { settleTokenizationNotice } from './tokenization-notices.ts';

export const paymentsModule: ServerModule = { name: 'payments', routes: [paymentsRoutes, instrumentsRoutes] };
