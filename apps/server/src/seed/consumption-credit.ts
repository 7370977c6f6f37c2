import type { Database } from '../db/client.ts';
import { consumptionCreditMovements } from '../modules/consumption-credit/schema.ts';
import { demoCustomers } from './members.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anna recharged 20 € at the counter two weeks ago and paid two drinks with it since: 12.50 € are left. */
const ANNAS_MOVEMENTS = [
  { daysAgo: 14, amountMinor: 2000, text: 'Recharge at the counter' },
  { daysAgo: 9, amountMinor: -450, text: 'Protein shake' },
  { daysAgo: 3, amountMinor: -300, text: 'Isotonic drink' },
];

export async function seedConsumptionCredit(tx: Database, today: Date): Promise<void> {
  const anna = demoCustomers.find((customer) => customer.customerCode === 'KW-100234');
  if (!anna?.id) throw new Error('the demo members have no Anna');
  const customerId = anna.id;
  await tx.insert(consumptionCreditMovements).values(
    ANNAS_MOVEMENTS.map((movement) => ({
      tenantId: anna.tenantId,
      customerId,
      amountMinor: movement.amountMinor,
      currencyCode: 'EUR',
      text: movement.text,
      createdAt: new Date(today.getTime() - movement.daysAgo * DAY_MS),
    })),
  );
}
