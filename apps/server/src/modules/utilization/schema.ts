import { bigserial, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../lib/columns.ts';
import { customers } from '../customers/schema.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/** A visit: checked in at a studio, checked out (or still there while checkout_time is null). */
export const checkins = pgTable(
  'checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * No foreign key of its own: the studio's ties the row to its tenant and cascades, and a second check per row
     * doubled the time of loading a check-in history.
     */
    tenantId: text('tenant_id').notNull(),
    studioId: studioId(),
    /** The known customer, if the visit is one of a connected member. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The studio system's pseudonymous member token otherwise (the portal never sees who it is). */
    memberToken: text('member_token'),
    checkinTime: instant('checkin_time').notNull(),
    checkoutTime: instant('checkout_time'),
  },
  (table) => [index('checkins_studio_time_idx').on(table.studioId, table.checkinTime)],
);

export const utilizationVisibilities = ['PUBLIC', 'MEMBERS', 'HIDDEN'] as const;

/** How many people a studio holds and from which share of that it counts as medium or high. */
export const utilizationSettings = pgTable('utilization_settings', {
  studioId: studioId().primaryKey(),
  tenantId: tenantId(),
  capacity: integer('capacity').notNull(),
  mediumFromPercentage: smallint('medium_from_percentage').notNull().default(40),
  highFromPercentage: smallint('high_from_percentage').notNull().default(75),
  /** Who sees the figures: everyone, the studio's own members, or nobody. */
  visibility: text('visibility', { enum: utilizationVisibilities }).notNull().default('PUBLIC'),
});

export type CheckinRow = typeof checkins.$inferSelect;
export type UtilizationSettingsRow = typeof utilizationSettings.$inferSelect;
export type NewUtilizationSettingsRow = typeof utilizationSettings.$inferInsert;
