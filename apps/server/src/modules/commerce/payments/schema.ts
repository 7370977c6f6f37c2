/** The payments module's tables: payments and refunds, saved instruments, payment requests and the customer account. */
export * from './schema/payment-instruments.ts';
export * from './schema/payment-requests.ts';
export * from './schema/payments.ts';
