import { participantStatuses } from '@motus/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { customers } from '../../customers/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { appointments } from './appointments.ts';
import { contingents } from './contingents.ts';
import { leads } from './leads.ts';

/** A customer's place at an appointment: booked, waiting (with a position) or cancelled. */
export const calendarItems = pgTable(
  'calendar_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The member who holds the place; null for a guest's trial place, which belongs to a lead. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** BOOKED, WAITING_LIST or CANCELED. */
    status: text('status', { enum: participantStatuses }).notNull(),
    /**
     * Order of arrival: the waiting list is served by it, and a member's position is their rank among those still
     * waiting, so nobody's row changes when someone ahead leaves.
     */
    queueNumber: bigserial('queue_number', { mode: 'number' }).notNull(),
    /** The contingent a booked place was taken from, refunded on cancellation. */
    contingentId: integer('contingent_id').references(() => contingents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    bookedAt: instant('booked_at'),
    canceledAt: instant('canceled_at'),
    /** A guest's place not yet confirmed from the mailed link is released at this instant. */
    confirmUntil: instant('confirm_until'),
  },
  (table) => [
    // A customer holds at most one live place per appointment, whatever races the service loses.
    uniqueIndex('calendar_items_live_place_idx')
      .on(table.appointmentId, table.customerId)
      .where(sql`${table.status} <> 'CANCELED'`),
    uniqueIndex('calendar_items_live_lead_place_idx')
      .on(table.appointmentId, table.leadId)
      .where(sql`${table.status} <> 'CANCELED'`),
    index('calendar_items_customer_idx').on(table.customerId),
    index('calendar_items_unconfirmed_idx').on(table.confirmUntil),
    check('calendar_items_holder_check', sql`(${table.customerId} is null) <> (${table.leadId} is null)`),
  ],
);

export type CalendarItemRow = typeof calendarItems.$inferSelect;
export type NewCalendarItemRow = typeof calendarItems.$inferInsert;
