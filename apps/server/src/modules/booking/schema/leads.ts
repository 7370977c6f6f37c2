import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { studioId } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';

export interface LeadAddress {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  countryCode: string;
}

/** A guest who booked a trial: their customer data, and the token of the confirmation link mailed to them. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    studioId: studioId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    address: jsonb('address').$type<LeadAddress>(),
    locale: text('locale').notNull(),
    confirmToken: uuid('confirm_token').notNull().unique().defaultRandom(),
    confirmedAt: instant('confirmed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('leads_email_idx').on(table.tenantId, table.email)],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
