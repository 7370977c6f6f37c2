import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { instant, tenantId } from '../../../lib/columns.ts';
import { customers } from '../../customers/schema.ts';

/** No-show penalties: a customer who missed booked classes may not book (or enter) until these instants. */
export const noShowPenalties = pgTable('no_show_penalties', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  blockBookingUntil: instant('block_booking_until'),
  entranceLockUntil: instant('entrance_lock_until'),
});

export type NoShowPenaltyRow = typeof noShowPenalties.$inferSelect;
