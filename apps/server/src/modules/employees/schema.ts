import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

export interface EmployeeTexts {
  role: string;
  bio: string;
  specialties: string[];
}

/** A trainer or other employee shown on a studio's page. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photoUrl: text('photo_url'),
    /** Role, bio and specialties per language: { de: {…}, en: {…} }. */
    texts: jsonb('texts').$type<Record<string, EmployeeTexts>>().notNull(),
    /**
     * Names of the courses the employee leads. The booking issue replaces this list by the employee's real future
     * course appointments.
     */
    courseNames: text('course_names').array().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('employees_studio_idx').on(table.studioId)],
);

export type EmployeeRow = typeof employees.$inferSelect;
export type NewEmployeeRow = typeof employees.$inferInsert;
