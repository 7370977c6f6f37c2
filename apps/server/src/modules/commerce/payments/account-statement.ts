import type { AccountStatementView, BookingEntry, CustomerAccount } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { toMoney } from '../../../lib/money.ts';
import { listEntriesDueBetween } from './account-balance-repo.ts';
import { openBalanceOf } from './account-balance-service.ts';
import type { AccountEntryRow } from './schema.ts';

/** The due dates a statement picks its entries by (yyyy-mm-dd, both included). */
export interface DueDays {
  startDate: string;
  endDate: string;
}

const isoDayOf = (instant: Date) => instant.toISOString().slice(0, 10);

function shiftMonths(today: Date, months: number): string {
  const day = new Date(today);
  day.setUTCMonth(day.getUTCMonth() + months);
  return isoDayOf(day);
}

/** The last 12 months, and the coming month: fees the studio has already booked show before they fall due. */
export function defaultDueDays(today: Date, asked: Partial<DueDays> = {}): DueDays {
  return { startDate: asked.startDate ?? shiftMonths(today, -12), endDate: asked.endDate ?? shiftMonths(today, 1) };
}

function detailedEntry(row: AccountEntryRow): BookingEntry {
  return {
    id: row.id,
    bookingDate: isoDayOf(row.createdAt),
    dueDate: row.dueDate,
    text: row.description,
    amount: toMoney(row.amountMinor, row.currencyCode),
    open: row.paidAt === null,
  };
}

/** The entries of one month of due dates as one: their sum, open while any of them is. */
function monthEntry(month: string, rows: AccountEntryRow[]): BookingEntry {
  const [first] = rows;
  const totalMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0);
  return {
    id: month,
    bookingDate: `${month}-01`,
    dueDate: rows.reduce(
      (latest, row) => (row.dueDate > latest ? row.dueDate : latest),
      first?.dueDate ?? `${month}-01`,
    ),
    text: month,
    amount: toMoney(totalMinor, first?.currencyCode ?? ''),
    open: rows.some((row) => row.paidAt === null),
  };
}

function summarizedEntries(rows: AccountEntryRow[]): BookingEntry[] {
  const months = new Map<string, AccountEntryRow[]>();
  for (const row of rows) {
    const month = row.dueDate.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), row]);
  }
  return [...months].map(([month, monthRows]) => monthEntry(month, monthRows));
}

export interface StatementRequest {
  customer: { tenantId: string; id: string; createdAt: Date };
  /** The currency of the customer's studio: what the balance is paid in. */
  currencyCode: string;
  days: DueDays;
  view: AccountStatementView;
}

/** The spec's customerAccountDto: the entries due within the days (or their monthly sums) and the open balance. */
export async function customerAccountOf(db: Database, request: StatementRequest): Promise<CustomerAccount> {
  const { customer, currencyCode, days, view } = request;
  const rows = (await listEntriesDueBetween(db, customer, days)).filter((row) => row.currencyCode === currencyCode);
  const balance = await openBalanceOf(db, customer, currencyCode);
  return {
    customerCreationDate: isoDayOf(customer.createdAt),
    view,
    balance: toMoney(balance.totalMinor, currencyCode),
    filterParameters: days,
    bookingEntries: view === 'DETAILED' ? rows.map(detailedEntry) : summarizedEntries(rows),
  };
}
