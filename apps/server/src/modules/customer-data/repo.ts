import type { AmendmentStatus, CustomerDataGroup } from '@motus/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import {
  type CustomerAmendmentRow,
  type CustomerDataPolicyRow,
  type CustomerDetailsRow,
  customerAmendments,
  customerDataPolicies,
  customerDetails,
  type NewCustomerAmendmentRow,
  type NewCustomerDetailsRow,
} from './schema.ts';

export type DetailsFields = Omit<NewCustomerDetailsRow, 'customerId' | 'tenantId'>;

export async function findDetails(db: Database, member: ConnectedCustomer): Promise<CustomerDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(customerDetails)
    .where(and(eq(customerDetails.tenantId, member.tenant), eq(customerDetails.customerId, member.customerId)))
    .limit(1);
  return row;
}

export async function upsertDetails(db: Database, member: ConnectedCustomer, fields: DetailsFields): Promise<void> {
  await db
    .insert(customerDetails)
    .values({ ...fields, tenantId: member.tenant, customerId: member.customerId })
    .onConflictDoUpdate({ target: customerDetails.customerId, set: fields });
}

export async function findPolicy(
  db: Database,
  tenantId: string,
  group: CustomerDataGroup,
): Promise<CustomerDataPolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(customerDataPolicies)
    .where(and(eq(customerDataPolicies.tenantId, tenantId), eq(customerDataPolicies.group, group)))
    .limit(1);
  return row;
}

export async function findPendingAmendment(
  db: Database,
  member: ConnectedCustomer,
  group: CustomerDataGroup,
): Promise<CustomerAmendmentRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAmendments)
    .where(
      and(
        eq(customerAmendments.tenantId, member.tenant),
        eq(customerAmendments.customerId, member.customerId),
        eq(customerAmendments.group, group),
        eq(customerAmendments.status, 'PENDING'),
      ),
    )
    .limit(1);
  return row;
}

/** An amendment of the tenant; of the member too when a customer is named. */
export async function findAmendment(
  db: Database,
  tenantId: string,
  id: string,
  customerId?: string,
): Promise<CustomerAmendmentRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAmendments)
    .where(
      and(
        eq(customerAmendments.tenantId, tenantId),
        eq(customerAmendments.id, id),
        customerId === undefined ? undefined : eq(customerAmendments.customerId, customerId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAmendment(db: Database, amendment: NewCustomerAmendmentRow): Promise<CustomerAmendmentRow> {
  const [row] = await db.insert(customerAmendments).values(amendment).returning();
  if (!row) throw new Error('amendment not inserted');
  return row;
}

/** Ends a waiting amendment; undefined when it no longer waits (someone else decided first). */
export async function closePendingAmendment(
  db: Database,
  amendment: CustomerAmendmentRow,
  outcome: {
    status: Exclude<AmendmentStatus, 'PENDING'>;
    decidedAt: Date;
    decidedBy: string | null;
    rejectionReason?: string | null;
    previousValues?: CustomerAmendmentRow['previousValues'];
  },
): Promise<CustomerAmendmentRow | undefined> {
  const [row] = await db
    .update(customerAmendments)
    .set(outcome)
    .where(
      and(
        eq(customerAmendments.tenantId, amendment.tenantId),
        eq(customerAmendments.id, amendment.id),
        eq(customerAmendments.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

/** The tenant's changes waiting for the studio, oldest first. */
export function findPendingOfTenant(db: Database, tenantId: string): Promise<CustomerAmendmentRow[]> {
  return db
    .select()
    .from(customerAmendments)
    .where(and(eq(customerAmendments.tenantId, tenantId), eq(customerAmendments.status, 'PENDING')))
    .orderBy(asc(customerAmendments.requestedAt));
}

/** Every change of the customer's data, oldest first. */
export function findAmendmentsOfCustomer(db: Database, member: ConnectedCustomer): Promise<CustomerAmendmentRow[]> {
  return db
    .select()
    .from(customerAmendments)
    .where(and(eq(customerAmendments.tenantId, member.tenant), eq(customerAmendments.customerId, member.customerId)))
    .orderBy(asc(customerAmendments.requestedAt));
}
