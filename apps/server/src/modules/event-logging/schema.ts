import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns.ts';

export type EventProperties = Record<string, string | number | boolean | null>;

/** A usage event the portal sends with consent; an append-only log, not tenant data (no tenant cascade). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    /** Random per browser session, not an account id. */
    userId: text('user_id').notNull(),
    applicationName: text('application_name').notNull(),
    /** The tenant and studio the properties name, copied out for reporting. */
    tenantId: text('tenant_id'),
    studioId: text('studio_id'),
    properties: jsonb('properties').$type<EventProperties>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('tracking_events_created_idx').on(table.createdAt)],
);

export type NewTrackingEventRow = typeof trackingEvents.$inferInsert;
