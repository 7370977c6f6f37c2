/** Every table, for Drizzle's relational queries and drizzle-kit. Each module owns its own schema file. */

export * from '../modules/customer-center/schema.ts';
export * from '../modules/customers/schema.ts';
export * from '../modules/identity/schema/index.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/studios/schema.ts';
export * from '../modules/tenants/schema.ts';
export * from '../modules/whitelabel/schema.ts';
