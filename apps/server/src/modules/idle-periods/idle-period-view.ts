import type { IdlePeriod, IdlePeriodList, IdlePeriodState } from '@motus/contract';
import type { IdlePeriodRow } from './schema.ts';

/** ACTIVE is an accepted period that `today` (YYYY-MM-DD, studio time zone) lies in. */
function stateOf(row: IdlePeriodRow, today: string): IdlePeriodState {
  if (row.status === 'ACCEPTED' && row.startDate <= today && today <= row.endDate) return 'ACTIVE';
  return row.status;
}

/** A requested period, or an accepted one that has not begun, can still be cancelled. */
export function isCancelable(row: IdlePeriodRow, today: string): boolean {
  return row.status === 'PENDING' || (row.status === 'ACCEPTED' && row.startDate > today);
}

export function idlePeriodOf(row: IdlePeriodRow, today: string): IdlePeriod {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    state: stateOf(row, today),
    requestedAt: row.requestedAt.toISOString(),
    rejectionReason: row.rejectionReason,
    documentFileName: row.documentFileName,
    cancelable: isCancelable(row, today),
  };
}

/** Still to come or running: requested, or accepted and not yet over. */
function isCurrent(row: IdlePeriodRow, today: string): boolean {
  return row.status === 'PENDING' || (row.status === 'ACCEPTED' && row.endDate >= today);
}

/** Current periods earliest first, past ones latest first (`rows` come latest first). */
export function idlePeriodListOf(rows: IdlePeriodRow[], today: string): IdlePeriodList {
  return {
    current: rows
      .filter((row) => isCurrent(row, today))
      .reverse()
      .map((row) => idlePeriodOf(row, today)),
    past: rows.filter((row) => !isCurrent(row, today)).map((row) => idlePeriodOf(row, today)),
  };
}

/** The period running today, else the next one to come. */
export function currentOrNextOf(rows: IdlePeriodRow[], today: string): IdlePeriod | null {
  const [first] = idlePeriodListOf(rows, today).current;
  return first ?? null;
}
