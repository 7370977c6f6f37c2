/** Every table, for Drizzle's relational queries and drizzle-kit. Each module owns its own schema file. */
export * from '../modules/studios/schema.ts';
export * from '../modules/tenants/schema.ts';
export * from '../modules/whitelabel/schema.ts';
