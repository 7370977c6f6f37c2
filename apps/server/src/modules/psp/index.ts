export { createTestPaymentProvider } from './test-provider.ts';
