/** The booking module's tables, one file per concept. */
export * from './schema/appointments.ts';
export * from './schema/availabilities.ts';
export * from './schema/benefits.ts';
export * from './schema/calendar-items.ts';
export * from './schema/contingents.ts';
export * from './schema/leads.ts';
export * from './schema/penalties.ts';
export * from './schema/trial-sessions.ts';
export * from './schema/trials.ts';
