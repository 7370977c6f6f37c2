import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type ContractCancellationRequestRow,
  contractCancellationRequests,
  type NewContractCancellationRequestRow,
} from './schema.ts';

export async function insertCancellationRequest(
  db: Database,
  row: NewContractCancellationRequestRow,
): Promise<ContractCancellationRequestRow> {
  const [inserted] = await db.insert(contractCancellationRequests).values(row).returning();
  if (!inserted) throw new Error('The cancellation request was not stored');
  return inserted;
}

export async function recordMatchedContract(
  db: Database,
  requestId: string,
  match: { contractId: string; contractEndDate: string },
): Promise<void> {
  await db.update(contractCancellationRequests).set(match).where(eq(contractCancellationRequests.id, requestId));
}
