import type { Database } from '../../../db/client.ts';
import { listOpenEntries } from './account-balance-repo.ts';
import type { AccountEntryRow } from './schema.ts';

/** A customer's open entries in the currency of their studio, and what they add up to. */
export interface OpenBalance {
  entries: AccountEntryRow[];
  totalMinor: number;
  currencyCode: string;
}

export async function openBalanceOf(
  db: Database,
  customer: { tenantId: string; id: string },
  currencyCode: string,
): Promise<OpenBalance> {
  const entries = (await listOpenEntries(db, customer.tenantId, customer.id)).filter(
    (entry) => entry.currencyCode === currencyCode,
  );
  const totalMinor = entries.reduce((sum, entry) => sum + entry.amountMinor, 0);
  return { entries, totalMinor, currencyCode };
}
