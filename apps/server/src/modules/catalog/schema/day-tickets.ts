import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/columns.ts';
import { leads } from '../../booking/schema.ts';
import { customers } from '../../customers/schema.ts';
import { users } from '../../identity/schema/index.ts';
import { studios } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { productVariants } from './product-variants.ts';

/** One day's entry to a studio, paid online (PAID) or at the desk (PAY_LATER, held by a lead). */
export const dayTickets = pgTable(
  'day_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The studio-local day the ticket admits to. */
    validOn: date('valid_on').notNull(),
    /** PAID, PAY_LATER or CANCELED. */
    status: text('status').notNull(),
    /** The checkout that paid it; null for pay later. */
    checkoutId: uuid('checkout_id'),
    createdAt: createdAt(),
  },
  (table) => [index('day_tickets_user_idx').on(table.userId), index('day_tickets_checkout_idx').on(table.checkoutId)],
);

export type DayTicketRow = typeof dayTickets.$inferSelect;
export type NewDayTicketRow = typeof dayTickets.$inferInsert;
