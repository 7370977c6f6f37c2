import { productKinds } from '@motus/contract';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { translations } from '../../../lib/columns.ts';
import { studios } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';

/**
 * Something a studio sells online: an OFFER (a virtual product such as a class card, which grants a contingent), a
 * DAY_TICKET (one day's entry) or a VOUCHER (a value voucher mailed as a code). Prices live on its variants.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Null: sold in every studio of the tenant. */
    studioId: integer('studio_id').references(() => studios.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: productKinds }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Name and description in other languages than the tenant's. */
    translations: translations<'name' | 'description'>(),
    imageUrl: text('image_url'),
    /** OFFER only: the benefit kinds (COURSE, SINGLE_APPOINTMENT, EVENT, TRIAL_SESSION) the granted contingent books. */
    benefitKinds: text('benefit_kinds').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('products_tenant_kind_idx').on(table.tenantId, table.kind)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
