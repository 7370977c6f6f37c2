/** Every table, for Drizzle's relational queries and drizzle-kit. Each module owns its own schema file. */

export * from './lib/usage-limit-schema.ts';
export * from './modules/booking/schema.ts';
export * from './modules/catalog/schema.ts';
export * from './modules/checkin-reservations/schema.ts';
export * from './modules/commerce/schema.ts';
export * from './modules/consumption-credit/schema.ts';
export * from './modules/content/schema.ts';
export * from './modules/contract-cancellation/schema.ts';
export * from './modules/contracts/schema.ts';
export * from './modules/customer-center/schema.ts';
export * from './modules/customer-data/schema.ts';
export * from './modules/customers/schema.ts';
export * from './modules/employees/schema.ts';
export * from './modules/event-logging/schema.ts';
export * from './modules/identity/schema/index.ts';
export * from './modules/idle-periods/schema.ts';
export * from './modules/invoices/schema.ts';
export * from './modules/mail/schema.ts';
export * from './modules/news/schema.ts';
export * from './modules/psp/schema.ts';
export * from './modules/ratings/schema.ts';
export * from './modules/studios/schema.ts';
export * from './modules/tenants/schema.ts';
export * from './modules/utilization/schema.ts';
export * from './modules/whitelabel/schema.ts';
