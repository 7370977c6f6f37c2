/** The booking module's tables, one file per concept. */
export * from './schema/appointments.ts';
export * from './schema/benefits.ts';
export * from './schema/calendar-items.ts';
export * from './schema/contingents.ts';
export * from './schema/penalties.ts';
