import { index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { tenantId } from '../../tenants/schema.ts';
import { studioId } from './studios.ts';

export interface TrainingSectionTexts {
  name: string;
  description: string;
}

/** An area of a studio (cardio, free weights, pool) with the number of people it holds at once. */
export const studioTrainingSections = pgTable(
  'studio_training_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    /** Name and description per language: { de: {…}, en: {…} }. */
    texts: jsonb('texts').$type<Record<string, TrainingSectionTexts>>().notNull(),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('studio_training_sections_studio_idx').on(table.studioId)],
);

export type StudioTrainingSectionRow = typeof studioTrainingSections.$inferSelect;
