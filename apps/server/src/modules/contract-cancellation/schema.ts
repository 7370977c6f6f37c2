import { cancelationKinds } from '@motus/contract';
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from '../../lib/columns.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/**
 * A cancellation sent without login (§312k BGB), kept as received whether or not it matched a contract: the receipt
 * is the person's proof, and the studio resolves the ones that matched none.
 */
export const contractCancellationRequests = pgTable(
  'contract_cancellation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    studioId: studioId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: text('email').notNull(),
    customerNumber: text('customer_number'),
    contractNumber: text('contract_number'),
    kind: text('kind', { enum: cancelationKinds }).notNull(),
    reason: text('reason'),
    /** The end the person asked for; none: the next possible date. */
    wishedDate: date('wished_date', { mode: 'string' }),
    locale: text('locale').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    /** The contract the request was matched to and cancelled, none while the studio has to resolve it. */
    contractId: uuid('contract_id'),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
  },
  (table) => [index('contract_cancellation_requests_studio_received_idx').on(table.studioId, table.receivedAt)],
);

export type ContractCancellationRequestRow = typeof contractCancellationRequests.$inferSelect;
export type NewContractCancellationRequestRow = typeof contractCancellationRequests.$inferInsert;
