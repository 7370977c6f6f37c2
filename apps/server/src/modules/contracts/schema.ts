import {
  cancelationKinds,
  cancelationStatuses,
  contractPaymentMethods,
  contractStartRules,
  type flatFeeKinds,
  type Period,
} from '@motus/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, translations } from '../../lib/columns.ts';
import { customers } from '../customers/schema.ts';
import { studios } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

const studioRef = () =>
  bigint('studio_id', { mode: 'number' })
    .notNull()
    .references(() => studios.id, { onDelete: 'cascade' });

const period = (name: string) => jsonb(name).$type<Period>();

export interface FlatFee {
  kind: (typeof flatFeeKinds)[number];
  priceMinor: number;
}

/** What a studio asks at sign-up and how its members may pay (one row per studio; none: the defaults). */
export const contractStudioSettings = pgTable('contract_studio_settings', {
  studioId: bigint('studio_id', { mode: 'number' })
    .primaryKey()
    .references(() => studios.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  taxIdRequired: boolean('tax_id_required').notNull().default(false),
  documentRequired: boolean('document_required').notNull().default(false),
  paymentMethods: text('payment_methods', { enum: contractPaymentMethods }).array().notNull().default(['SEPA']),
});

/** A membership a studio sells online; its terms say for how long and at what price. */
export const contractOffers = pgTable(
  'contract_offers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translations<'name' | 'description'>(),
    /** The benefit kinds a contract of the offer lets its holder book. */
    benefitKinds: text('benefit_kinds').array().notNull().default(['COURSE', 'EVENT']),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('contract_offers_studio_idx').on(table.studioId)],
);

/** One way to hold an offer: price, minimum term, renewal, notice, start rule and fees. */
export const contractTerms = pgTable(
  'contract_terms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => contractOffers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: translations<'name'>(),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentFrequency: period('payment_frequency').notNull(),
    minimumTerm: period('minimum_term').notNull(),
    /** Null: the contract ends with its minimum term. */
    renewalPeriod: period('renewal_period'),
    noticePeriod: period('notice_period').notNull(),
    startRule: text('start_rule', { enum: contractStartRules }).notNull().default('SIGNING_DAY'),
    preuseAllowed: boolean('preuse_allowed').notNull().default(false),
    flatFees: jsonb('flat_fees').$type<FlatFee[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('contract_terms_offer_idx').on(table.offerId)],
);

/** An additional module a contract of the offer can add, with its own terms. */
export const contractModules = pgTable(
  'contract_modules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => contractOffers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: translations<'name' | 'description'>(),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentFrequency: period('payment_frequency').notNull(),
    minimumTerm: period('minimum_term').notNull(),
    renewalPeriod: period('renewal_period'),
    noticePeriod: period('notice_period').notNull(),
    /** Free days at the start of a module contract. */
    trialDays: integer('trial_days').notNull().default(0),
  },
  (table) => [index('contract_modules_offer_idx').on(table.offerId)],
);

/** The reasons a tenant offers for a cancellation of a contract or of a module contract. */
export const cancelationReasons = pgTable('cancelation_reasons', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  kind: text('kind', { enum: cancelationKinds }).notNull(),
  forModules: boolean('for_modules').notNull().default(false),
  name: text('name').notNull(),
  translations: translations<'name'>(),
  position: integer('position').notNull().default(0),
});

/** A SEPA direct-debit mandate; its reference is unique within the tenant (the creditor). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mandateReference: text('mandate_reference').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    accountHolder: text('account_holder').notNull(),
    signedAt: instant('signed_at').notNull(),
  },
  (table) => [uniqueIndex('sepa_mandates_reference_idx').on(table.tenantId, table.mandateReference)],
);

/** The personal data the contract was signed with, as printed on it. */
export interface SignedCustomerData {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  countryCode: string;
  provinceCode?: string | undefined;
  taxId?: string | undefined;
  documentType?: string | undefined;
  documentNumber?: string | undefined;
}

/** A signed membership; the offer's terms are copied, so a later change of the offer does not change it. */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    studioId: studioRef(),
    offerId: integer('offer_id').references(() => contractOffers.id, { onDelete: 'set null' }),
    termId: integer('term_id').references(() => contractTerms.id, { onDelete: 'set null' }),
    contractNumber: text('contract_number').notNull(),
    offerName: text('offer_name').notNull(),
    termName: text('term_name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentFrequency: period('payment_frequency').notNull(),
    minimumTerm: period('minimum_term').notNull(),
    renewalPeriod: period('renewal_period'),
    noticePeriod: period('notice_period').notNull(),
    flatFees: jsonb('flat_fees').$type<FlatFee[]>().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    preuseDate: date('preuse_date', { mode: 'string' }),
    paymentMethod: text('payment_method', { enum: contractPaymentMethods }).notNull(),
    mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'set null' }),
    customerData: jsonb('customer_data').$type<SignedCustomerData>().notNull(),
    /** The language the contract was signed in: its documents and mails are in it. */
    locale: text('locale').notNull(),
    /** The drawn signature (PNG data URL). */
    signature: text('signature'),
    signedAt: instant('signed_at').notNull(),
    /** The contingent that lets the holder book classes. */
    contingentId: integer('contingent_id'),
    /** Days the term is extended by accepted idle periods: every term end (and so the contract's end) moves by them. */
    extensionDays: integer('extension_days').notNull().default(0),
    /** The client's key of the sign request: a retry with it finds this contract instead of signing again. */
    idempotencyKey: uuid('idempotency_key'),
    /** A digest of the sign request, so a reused key with another request is refused. */
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contracts_tenant_number_idx').on(table.tenantId, table.contractNumber),
    uniqueIndex('contracts_tenant_idempotency_idx').on(table.tenantId, table.idempotencyKey),
    index('contracts_customer_idx').on(table.customerId),
  ],
);

/** An additional module booked on a contract. */
export const moduleContracts = pgTable(
  'module_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').references(() => contractModules.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    translations: translations<'name'>(),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentFrequency: period('payment_frequency').notNull(),
    minimumTerm: period('minimum_term').notNull(),
    renewalPeriod: period('renewal_period'),
    noticePeriod: period('notice_period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    trialPeriodStartDate: date('trial_period_start_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [index('module_contracts_contract_idx').on(table.contractId)],
);

/** A cancellation of a contract or of a module contract; at most one pending per contract. */
export const contractCancelations = pgTable(
  'contract_cancelations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    moduleContractId: uuid('module_contract_id').references(() => moduleContracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: cancelationKinds }).notNull(),
    status: text('status', { enum: cancelationStatuses }).notNull().default('PENDING'),
    reasonId: integer('reason_id').references(() => cancelationReasons.id, { onDelete: 'set null' }),
    receivedAt: instant('received_at').notNull(),
    contractEndDate: date('contract_end_date', { mode: 'string' }).notNull(),
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [
    check('contract_cancelations_one_target', sql`num_nonnulls(${table.contractId}, ${table.moduleContractId}) = 1`),
    uniqueIndex('contract_cancelations_pending_contract_idx')
      .on(table.contractId)
      .where(sql`${table.status} = 'PENDING' and ${table.contractId} is not null`),
    uniqueIndex('contract_cancelations_pending_module_idx')
      .on(table.moduleContractId)
      .where(sql`${table.status} = 'PENDING' and ${table.moduleContractId} is not null`),
  ],
);

export type ContractStudioSettingsRow = typeof contractStudioSettings.$inferSelect;
export type ContractOfferRow = typeof contractOffers.$inferSelect;
export type ContractTermRow = typeof contractTerms.$inferSelect;
export type ContractModuleRow = typeof contractModules.$inferSelect;
export type CancelationReasonRow = typeof cancelationReasons.$inferSelect;
export type SepaMandateRow = typeof sepaMandates.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
export type ModuleContractRow = typeof moduleContracts.$inferSelect;
export type ContractCancelationRow = typeof contractCancelations.$inferSelect;
