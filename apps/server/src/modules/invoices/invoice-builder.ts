import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { paidPurchasesBetween } from '../commerce/index.ts';
import type { FeeSchedule } from '../contracts/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { dateIn, monthSpan } from './invoice-periods.ts';
import type { InvoiceLine, NewInvoiceRow } from './schema.ts';
import { splitGross, vatRateOf } from './vat.ts';

/** An invoice ready to be numbered: everything but its number. */
export type DraftInvoice = Omit<NewInvoiceRow, 'number'>;

async function linesOf(db: Database, member: ConnectedCustomer, schedule: FeeSchedule, month: string, zoneId: string) {
  const fees = schedule.feesIn(month).map((fee) => ({
    currencyCode: fee.currencyCode,
    line: { kind: 'FEE', description: fee.name, date: fee.dueDate, grossMinor: fee.amountMinor } as const,
  }));
  const { from, until } = monthSpan(month, zoneId);
  const purchases = (await paidPurchasesBetween(db, member, from, until)).map((purchase) => ({
    currencyCode: purchase.currencyCode,
    line: {
      kind: 'PURCHASE',
      description: purchase.description,
      date: dateIn(purchase.paidAt, zoneId),
      grossMinor: purchase.amountMinor,
    } as const,
  }));
  return [...fees, ...purchases];
}

/**
 * The month's invoice of the member from their contract and module fees due in it and what they paid for in it, in
 * the currency of its first position; undefined for a month without any.
 */
export async function draftInvoice(
  db: Database,
  member: ConnectedCustomer,
  input: { schedule: FeeSchedule; studio: StudioRow; month: string; now: Date },
): Promise<DraftInvoice | undefined> {
  const { studio, month } = input;
  const positions = await linesOf(db, member, input.schedule, month, studio.zoneId);
  const currencyCode = positions[0]?.currencyCode;
  if (currencyCode === undefined) return undefined;
  const lines: InvoiceLine[] = positions
    .filter((position) => position.currencyCode === currencyCode)
    .map((position) => position.line);
  const vatRateBasisPoints = vatRateOf(studio.countryCode);
  const gross = lines.reduce((sum, line) => sum + line.grossMinor, 0);
  return {
    tenantId: member.tenant,
    customerId: member.customerId,
    studioId: studio.id,
    issueDate: dateIn(input.now, studio.zoneId),
    period: month,
    currencyCode,
    ...splitGross(gross, vatRateBasisPoints),
    vatRateBasisPoints,
    lines,
  };
}
