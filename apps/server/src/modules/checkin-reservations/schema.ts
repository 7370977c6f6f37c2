import { checkinReservationStatuses } from '@motus/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../lib/columns.ts';
import { customers } from '../customers/schema.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/**
 * A time window in which a limited number of members may come to train. The counter sits next to the capacity so
 * that reserving locks and reads one row.
 */
export const checkinReservationSlots = pgTable(
  'checkin_reservation_slots',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (table) => [index('checkin_reservation_slots_studio_start_idx').on(table.studioId, table.startAt)],
);

/** A member's reservation of a check-in slot. */
export const checkinReservations = pgTable(
  'checkin_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => checkinReservationSlots.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** RESERVED or CANCELED. */
    status: text('status', { enum: checkinReservationStatuses }).notNull().default('RESERVED'),
    createdAt: createdAt(),
    canceledAt: instant('canceled_at'),
  },
  (table) => [
    uniqueIndex('checkin_reservations_live_idx')
      .on(table.slotId, table.customerId)
      .where(sql`${table.status} = 'RESERVED'`),
    index('checkin_reservations_customer_idx').on(table.customerId),
  ],
);

export type CheckinReservationSlotRow = typeof checkinReservationSlots.$inferSelect;
export type CheckinReservationRow = typeof checkinReservations.$inferSelect;
