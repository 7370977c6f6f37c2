import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contracts } from '../modules/contracts/schema.ts';
import { idlePeriods } from '../modules/idle-periods/schema.ts';
import { demoCustomers } from './members.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Anna paused for two weeks half a year ago (Kraftwerk verified her doctor's note). */
const ANNA_IDLE_DAYS = 14;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Anna's past accepted idle period, with the extension of her contract it brought. */
export async function seedIdlePeriods(tx: Database, today: Date): Promise<void> {
  const anna = demoCustomers.find((customer) => customer.customerCode === 'KW-100234');
  if (!anna?.id) throw new Error('the demo members have no Anna');
  const [contract] = await tx.select().from(contracts).where(eq(contracts.customerId, anna.id)).limit(1);
  if (!contract) throw new Error('Anna has no demo contract');
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1));
  const requestedAt = new Date(start.getTime() - 10 * DAY_MS);
  await tx.insert(idlePeriods).values({
    tenantId: anna.tenantId,
    customerId: anna.id,
    contractId: contract.id,
    startDate: isoDay(start),
    endDate: isoDay(new Date(start.getTime() + (ANNA_IDLE_DAYS - 1) * DAY_MS)),
    status: 'ACCEPTED',
    requestedAt,
    decidedAt: new Date(requestedAt.getTime() + DAY_MS),
  });
  await tx.update(contracts).set({ extensionDays: ANNA_IDLE_DAYS }).where(eq(contracts.id, contract.id));
}
