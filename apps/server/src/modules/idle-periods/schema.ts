import { idlePeriodStatuses } from '@motus/contract';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, instant } from '../../lib/columns.ts';
import { contracts } from '../contracts/schema.ts';
import { customers } from '../customers/schema.ts';
import { users } from '../identity/schema/index.ts';
import { tenantId } from '../tenants/schema.ts';

/**
 * A member's idle period (Ruhezeit): the days, both included, their contract pauses. ACTIVE is not stored: it is an
 * ACCEPTED period that today lies in. An accepted one has extended its contract by its length.
 */
export const idlePeriods = pgTable(
  'idle_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The contract the period pauses (the member's running one when they asked). */
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: idlePeriodStatuses }).notNull(),
    /** Why the studio rejected it; told to the member. */
    rejectionReason: text('rejection_reason'),
    documentFileName: text('document_file_name'),
    documentContentType: text('document_content_type'),
    documentData: bytea('document_data'),
    requestedAt: instant('requested_at').notNull(),
    decidedAt: instant('decided_at'),
    /** The staff member who accepted or rejected it; null when accepted at once or cancelled. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('idle_periods_customer_idx').on(table.tenantId, table.customerId),
    index('idle_periods_tenant_status_idx').on(table.tenantId, table.status),
  ],
);

export type IdlePeriodRow = typeof idlePeriods.$inferSelect;
export type NewIdlePeriodRow = typeof idlePeriods.$inferInsert;
