import { amendmentPolicies, amendmentStatuses, customerDataGroups, documentTypes, genders } from '@motus/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, instant } from '../../lib/columns.ts';
import { sepaMandates } from '../contracts/schema.ts';
import { customers } from '../customers/schema.ts';
import { users } from '../identity/schema/index.ts';
import { tenantId } from '../tenants/schema.ts';

/**
 * What the studio knows of a customer beyond the customers row (name, date of birth, e-mail and IBAN stay there):
 * one row per customer, written when a change of the member's own data applies.
 */
export const customerDetails = pgTable('customer_details', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  gender: text('gender', { enum: genders }),
  placeOfBirth: text('place_of_birth'),
  countryOfBirth: text('country_of_birth'),
  taxId: text('tax_id'),
  street: text('street'),
  houseNumber: text('house_number'),
  addressSupplement: text('address_supplement'),
  zip: text('zip'),
  city: text('city'),
  countryCode: text('country_code'),
  provinceCode: text('province_code'),
  phoneMobile: text('phone_mobile'),
  phonePrivate: text('phone_private'),
  phoneBusiness: text('phone_business'),
  /** Normalised like customers.iban: upper case, no spaces. */
  iban: text('iban'),
  bic: text('bic'),
  bankName: text('bank_name'),
  accountHolder: text('account_holder'),
  /** The mandate signed for this account. */
  mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'set null' }),
});

/** What a change of a group does in a tenant; a group without a row is changed at once, without a document. */
export const customerDataPolicies = pgTable(
  'customer_data_policies',
  {
    tenantId: tenantId(),
    group: text('group', { enum: customerDataGroups }).notNull(),
    policy: text('policy', { enum: amendmentPolicies }).notNull(),
    /** Personal data only: a change comes with a proof (a marriage certificate for a new name). */
    documentRequired: boolean('document_required').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.group] })],
);

/** The fields of a group a change sets, and what they were before, by field name. */
export type AmendmentValues = Record<string, string | null>;

/**
 * Every change of a member's own data, applied at once or waiting for the studio: who asked when, what for, what it
 * replaced, and who decided. At most one change per customer and group waits at a time.
 */
export const customerAmendments = pgTable(
  'customer_amendments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    group: text('group', { enum: customerDataGroups }).notNull(),
    status: text('status', { enum: amendmentStatuses }).notNull(),
    values: jsonb('values').$type<AmendmentValues>().notNull(),
    /** The group's values when the change was asked for; the ones it replaced once applied. */
    previousValues: jsonb('previous_values').$type<AmendmentValues>().notNull(),
    documentType: text('document_type', { enum: documentTypes }),
    documentFileName: text('document_file_name'),
    documentContentType: text('document_content_type'),
    documentData: bytea('document_data'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: instant('requested_at').notNull(),
    decidedAt: instant('decided_at'),
    /** The staff member who applied or rejected it; null when it applied at once or the member withdrew it. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    uniqueIndex('customer_amendments_one_pending_idx')
      .on(table.customerId, table.group)
      .where(sql`${table.status} = 'PENDING'`),
    index('customer_amendments_customer_idx').on(table.tenantId, table.customerId),
  ],
);

export type CustomerDetailsRow = typeof customerDetails.$inferSelect;
export type NewCustomerDetailsRow = typeof customerDetails.$inferInsert;
export type CustomerDataPolicyRow = typeof customerDataPolicies.$inferSelect;
export type CustomerAmendmentRow = typeof customerAmendments.$inferSelect;
export type NewCustomerAmendmentRow = typeof customerAmendments.$inferInsert;
