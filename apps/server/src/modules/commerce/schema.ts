/** The commerce module's tables: checkouts and orders, payments, refunds, instruments, requests and links. */
export * from './checkouts/schema.ts';
export * from './payments/schema.ts';
