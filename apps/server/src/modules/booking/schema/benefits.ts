import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenantId } from '../../../lib/columns.ts';
import { studioId } from '../../studios/schema.ts';

/** Something a studio lets its members book: a course, a single appointment, an event or a trial session. */
export const benefits = pgTable('benefits', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  studioId: studioId(),
  /** COURSE, SINGLE_APPOINTMENT, EVENT or TRIAL_SESSION. */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  colorHex: text('color_hex'),
  imageUrl: text('image_url'),
  durationMinutes: integer('duration_minutes').notNull(),
});

export type BenefitRow = typeof benefits.$inferSelect;
export type NewBenefitRow = typeof benefits.$inferInsert;
