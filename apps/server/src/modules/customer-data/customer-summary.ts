import type { Database } from '../../db/client.ts';
import { findCustomer } from '../customers/index.ts';

/** Who a request is from, as the staff area names the member. */
export async function customerSummaryOf(db: Database, customer: { tenantId: string; customerId: string }) {
  const row = await findCustomer(db, customer.tenantId, customer.customerId);
  return { customerNumber: row?.customerCode ?? '', firstName: row?.firstName ?? '', lastName: row?.lastName ?? '' };
}
