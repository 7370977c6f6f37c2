import { benefitBookingOptionTypes, calendarItemTypes } from '@motus/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { translations } from '../../../lib/columns.ts';
import { studioId } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { trialConfigurations } from './trials.ts';

/** Something a studio lets its members book: a course, a single appointment, an event or a trial session. */
export const benefits = pgTable('benefits', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  studioId: studioId(),
  /** COURSE, SINGLE_APPOINTMENT, EVENT or TRIAL_SESSION. */
  kind: text('kind', { enum: calendarItemTypes }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Name and description in other languages than the studio's. */
  translations: translations<'name' | 'description'>(),
  colorHex: text('color_hex'),
  imageUrl: text('image_url'),
  durationMinutes: integer('duration_minutes').notNull(),
  /** A filter group of the schedule: YOGA, CARDIO, STRENGTH, MIND_BODY, DANCE, RECOVERY, CONSULTATION, … */
  category: text('category'),
  /**
   * How a place is paid for (spec 000 "Price or offer state"): CONTINGENT (a visit of a member's contingent), FREE,
   * MEMBER_ONLY (members with a contingent only) or ONLINE_PAYMENT (bought through a checkout at priceMinor).
   */
  bookingOptionType: text('booking_option_type', { enum: benefitBookingOptionTypes }).notNull().default('CONTINGENT'),
  /** The price of an ONLINE_PAYMENT place in minor units (cents) of currencyCode (DESIGN.md section 3: money). */
  priceMinor: integer('price_minor'),
  currencyCode: text('currency_code'),
  /** Set when guests may try this benefit once without a contract (benefit-trial calls). */
  trialConfigurationId: integer('trial_configuration_id').references(() => trialConfigurations.id, {
    onDelete: 'set null',
  }),
  /** Single appointments: how many days ahead a slot can be booked. */
  bookAheadDays: integer('book_ahead_days').notNull().default(14),
  /** Single appointments: booking closes this many minutes before a slot starts. */
  bookUntilMinutes: integer('book_until_minutes').notNull().default(60),
  /** Single appointments: a booked slot can be cancelled online until this many minutes before it starts. */
  cancellationDeadlineMinutes: integer('cancellation_deadline_minutes').notNull().default(1440),
});

export type BenefitRow = typeof benefits.$inferSelect;
export type NewBenefitRow = typeof benefits.$inferInsert;
