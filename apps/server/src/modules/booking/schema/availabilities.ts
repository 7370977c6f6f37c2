import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { employees } from '../../employees/schema.ts';
import { studioId } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { benefits } from './benefits.ts';

/**
 * When an employee offers a single-appointment benefit: a weekly window in the studio's local time. Free slots are
 * the windows cut into the benefit's duration, less the employee's booked appointments.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    weekday: integer('weekday').notNull(),
    /** Minutes after local midnight. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [index('availabilities_benefit_idx').on(table.benefitId)],
);

export type AvailabilityRow = typeof availabilities.$inferSelect;
export type NewAvailabilityRow = typeof availabilities.$inferInsert;
