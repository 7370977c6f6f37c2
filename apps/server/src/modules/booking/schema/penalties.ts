import { accessRefusalReasons } from '@motus/contract';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../../lib/columns.ts';
import { customers } from '../../customers/schema.ts';
import { tenantId } from '../../tenants/schema.ts';

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

/** A tenant's rules for no-shows and access refusal (calls accessrefusal/configuration). */
export const accessRefusalConfigs = pgTable('access_refusal_configs', {
  tenantId: tenantId().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** Missed booked appointments within noShowPeriodDays that block online booking. */
  noShowsBeforeBlock: integer('no_shows_before_block').notNull().default(3),
  noShowPeriodDays: integer('no_show_period_days').notNull().default(30),
  blockDays: integer('block_days').notNull().default(7),
  entranceLockDays: integer('entrance_lock_days').notNull().default(0),
  /** Whether the member is told why access is refused. */
  showReason: boolean('show_reason').notNull().default(true),
});

/** A customer the studio refuses entry to (unpaid fees, house rules), shown at check-in and booking. */
export const accessRefusals = pgTable('access_refusals', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  /** OPEN_BALANCE, HOUSE_RULES or OTHER. */
  reason: text('reason', { enum: accessRefusalReasons }).notNull(),
  refusedSince: instant('refused_since').notNull(),
  refusedUntil: instant('refused_until'),
});

export type AccessRefusalConfigRow = typeof accessRefusalConfigs.$inferSelect;
