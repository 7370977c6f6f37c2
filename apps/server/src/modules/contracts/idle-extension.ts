import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { listMemberContracts } from './member-contracts-service.ts';

/**
 * The id of the member's latest main contract that has begun and not ended on its studio's today (the one an idle
 * period pauses); null without one.
 */
export async function runningContractIdOf(db: Database, member: ConnectedCustomer, now: Date): Promise<string | null> {
  const contracts = await listMemberContracts(db, { member, locale: undefined, now });
  return contracts.filter((contract) => contract.status === 'ACTIVE').at(-1)?.id ?? null;
}
