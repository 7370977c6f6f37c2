/** The studios module's tables, one file per concept. */
export * from './schema/config.ts';
export * from './schema/logos.ts';
export * from './schema/opening-hours.ts';
export * from './schema/sepa-mandates.ts';
export * from './schema/studios.ts';
export * from './schema/training-sections.ts';
