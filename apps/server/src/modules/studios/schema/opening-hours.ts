import { index, pgTable, serial, smallint, time } from 'drizzle-orm/pg-core';
import { tenantId } from '../../tenants/schema.ts';
import { studioId } from './studios.ts';

/** One opening range of a weekday in the studio's zone; a day can have several, a day without one is closed. */
export const studioOpeningHours = pgTable(
  'studio_opening_hours',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    /** 24:00 closes at midnight. */
    closesAt: time('closes_at').notNull(),
  },
  (table) => [index('studio_opening_hours_studio_idx').on(table.studioId, table.weekday)],
);

export type StudioOpeningHoursRow = typeof studioOpeningHours.$inferSelect;
export type NewStudioOpeningHoursRow = typeof studioOpeningHours.$inferInsert;
