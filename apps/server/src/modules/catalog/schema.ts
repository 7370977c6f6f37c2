/** The catalogue module's tables: what studios sell online and what was bought of it. */
export * from './schema/day-tickets.ts';
export * from './schema/product-variants.ts';
export * from './schema/products.ts';
export * from './schema/vouchers.ts';
