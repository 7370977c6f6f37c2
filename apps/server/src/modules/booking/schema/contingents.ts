import { benefitTypes } from '@motus/contract';
import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { instant, translations } from '../../../lib/columns.ts';
import { customers } from '../../customers/schema.ts';
import { tenantId } from '../../tenants/schema.ts';

/** What a customer may book with: a number of visits (or unlimited) of one benefit type, valid for a period. */
export const contingents = pgTable(
  'contingents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** FLAT_CONTINGENT, FREE_USAGE, INCLUSIVE_CONTINGENT, PURCHASED_CONTINGENT or TRIAL_CONTINGENT. */
    benefitType: text('benefit_type', { enum: benefitTypes }).notNull(),
    name: text('name').notNull(),
    /** The name in other languages than the tenant's. */
    translations: translations<'name'>(),
    /** The benefit kinds (COURSE, SINGLE_APPOINTMENT, EVENT, TRIAL_SESSION) a visit of this contingent can book. */
    benefitKinds: text('benefit_kinds').array().notNull().default(['COURSE', 'EVENT']),
    /** Null: unlimited (a flat rate or free usage). */
    total: integer('total'),
    used: integer('used').notNull().default(0),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
  },
  (table) => [index('contingents_customer_idx').on(table.customerId)],
);

export type ContingentRow = typeof contingents.$inferSelect;
export type NewContingentRow = typeof contingents.$inferInsert;
