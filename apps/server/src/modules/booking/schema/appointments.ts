import { appointmentStatuses, meetingTypes } from '@motus/contract';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant, translations } from '../../../lib/columns.ts';
import { employees } from '../../employees/schema.ts';
import { studioId } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { benefits } from './benefits.ts';

/**
 * One dated appointment (slot) of a course. The counters are kept next to the limits so that booking locks one row
 * and reads one row. They count every place, also those booked at the studio's desk, so they can exceed the portal's
 * calendar items; the service moves them in the same transaction as the items it changes.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    bookedParticipants: integer('booked_participants').notNull().default(0),
    waitingListActive: boolean('waiting_list_active').notNull().default(false),
    maxWaitingListParticipants: integer('max_waiting_list_participants').notNull().default(0),
    waitingListParticipants: integer('waiting_list_participants').notNull().default(0),
    earliestBookingAt: instant('earliest_booking_at').notNull(),
    latestBookingAt: instant('latest_booking_at').notNull(),
    /** A booked place can be cancelled online until this many minutes before the start. */
    cancellationDeadlineMinutes: integer('cancellation_deadline_minutes').notNull().default(0),
    /** Nobody is moved up from the waiting list later than this many minutes before the start. */
    promotionCutoffMinutes: integer('promotion_cutoff_minutes').notNull().default(60),
    location: text('location'),
    /** The location in other languages than the studio's. */
    translations: translations<'location'>(),
    employees: text('employees').array().notNull().default([]),
    /** The employee a single appointment is booked with; their slots may not overlap. Null for group classes. */
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** The live stream's address for STREAM appointments, given to booked participants only. */
    streamUrl: text('stream_url'),
    /** ON_SITE or STREAM. */
    meetingType: text('meeting_type', { enum: meetingTypes }).notNull().default('ON_SITE'),
    /** PLANNED or CANCELED. */
    status: text('status', { enum: appointmentStatuses }).notNull().default('PLANNED'),
  },
  (table) => [
    index('appointments_studio_start_idx').on(table.studioId, table.startAt),
    index('appointments_employee_start_idx').on(table.employeeId, table.startAt),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
