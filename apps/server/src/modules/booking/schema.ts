/** The booking family's tables, one file per concept: every kind (courses, single appointments, events, trials) books into them. */
export * from './schema/appointments.ts';
export * from './schema/availabilities.ts';
export * from './schema/benefits.ts';
export * from './schema/calendar-items.ts';
export * from './schema/contingents.ts';
export * from './schema/leads.ts';
export * from './schema/penalties.ts';
export * from './schema/trial-configurations.ts';
export * from './schema/trial-sessions.ts';
