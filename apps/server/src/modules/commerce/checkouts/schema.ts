/** The checkout module's tables. */
export * from './schema/checkouts.ts';
