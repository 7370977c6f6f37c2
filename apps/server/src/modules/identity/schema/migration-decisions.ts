import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../../lib/columns.ts';
import { ownerId } from './users.ts';

/** A decision in the account-context migration wizard (spec 000 section 3: date, facilityGroup, decision). */
export const migrationDecisions = pgTable(
  'migration_decisions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    facilityGroup: text('facility_group').notNull(),
    decision: text('decision', { enum: ['ACCEPT', 'REFUSE'] }).notNull(),
    decidedAt: instant('decided_at').notNull().defaultNow(),
  },
  (table) => [index('migration_decisions_user_idx').on(table.userId, table.facilityGroup)],
);

export type MigrationDecisionRow = typeof migrationDecisions.$inferSelect;
