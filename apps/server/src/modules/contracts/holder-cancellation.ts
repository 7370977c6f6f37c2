import type { Database } from '../../db/client.ts';
import { formatLocalDate, type LocalDate, localDateOf } from '../../lib/zoned-time.ts';
import { findCustomer } from '../customers/index.ts';
import { requireStudio } from '../studios/index.ts';
import { clockOf, dayOf, optionsOf, type StudioClock } from './contract-view.ts';
import { moveContingentEnd } from './member-contracts-service.ts';
import { findContractsSignedBy, findPendingCancelations, insertCancelation } from './repo.ts';
import type { ContractRow } from './schema.ts';
import { isAfter } from './term-dates.ts';

/** Who asks to cancel without logging in, as the cancellation page asks it. */
export interface ContractHolder {
  tenantId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  customerNumber: string | null;
  contractNumber: string | null;
}

export interface HolderCancellationWish {
  kind: 'ORDINARY' | 'EXTRAORDINARY';
  /** None: the next possible date. */
  wishedDate: string | null;
  receivedAt: Date;
}

/** Names compare without case, accents' composition or surrounding and repeated spaces. */
function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
  return normal(a) === normal(b);
}

async function holdsNumbers(db: Database, row: ContractRow, holder: ContractHolder): Promise<boolean> {
  if (holder.contractNumber && holder.contractNumber.trim().toUpperCase() !== row.contractNumber) return false;
  if (!holder.customerNumber) return true;
  const customer = await findCustomer(db, row.tenantId, row.customerId);
  return customer?.customerCode === holder.customerNumber.trim();
}

/** The one running contract the holder means, or null when none or several fit. */
async function contractOfHolder(db: Database, holder: ContractHolder, receivedAt: Date) {
  const signed = await findContractsSignedBy(db, holder.tenantId, holder);
  const named = signed.filter(
    (row) =>
      sameName(row.customerData.firstName, holder.firstName) && sameName(row.customerData.lastName, holder.lastName),
  );
  const pending = await findPendingCancelations(db, holder.tenantId, {
    contractIds: named.map((row) => row.id),
    moduleContractIds: [],
  });
  const candidates: { row: ContractRow; clock: StudioClock }[] = [];
  for (const row of named) {
    if (pending.some((cancelation) => cancelation.contractId === row.id)) continue;
    if (!(await holdsNumbers(db, row, holder))) continue;
    const clock = clockOf(await requireStudio(db, row.studioId), receivedAt);
    if (optionsOf(row, clock).length > 0 && !hasEnded(row, clock)) candidates.push({ row, clock });
  }
  return candidates.length === 1 ? candidates[0] : null;
}

/** A contract without renewal is over once its minimum term has passed. */
function hasEnded(row: ContractRow, clock: StudioClock): boolean {
  if (row.renewalPeriod !== null) return false;
  const [only] = optionsOf(row, clock);
  return only !== undefined && isAfter(clock.today, only.contractEndDate);
}

/**
 * The end an ordinary cancellation gets: the first possible end on or after the wished day (the earliest one when no day
 * was wished or the wished day comes before it; the latest offered when it comes after all of them).
 */
function ordinaryEnd(row: ContractRow, clock: StudioClock, wishedDate: string | null): LocalDate {
  const ends = optionsOf(row, clock).map((option) => option.contractEndDate);
  const first = ends[0];
  if (!first) throw new Error(`contract ${row.id} has no possible end`);
  if (!wishedDate) return first;
  const wished = dayOf(wishedDate);
  return ends.find((end) => !isAfter(wished, end)) ?? (ends.at(-1) as LocalDate);
}

/** An extraordinary cancellation (§314 BGB) ends the contract on the wished day, at the earliest on the day received. */
function extraordinaryEnd(clock: StudioClock, wishedDate: string | null, receivedAt: Date): LocalDate {
  const received = localDateOf(receivedAt, clock.zoneId);
  if (!wishedDate) return received;
  const wished = dayOf(wishedDate);
  return isAfter(received, wished) ? received : wished;
}

/** The offer's name, with the term's where the offer's does not already say it ("12 Monate Premium"). */
function contractName(row: ContractRow): string {
  return row.offerName.includes(row.termName) ? row.offerName : `${row.offerName}, ${row.termName}`;
}

/**
 * Cancels the contract a request without login identifies (name, date of birth and e-mail as signed, and the customer or
 * contract number where given), when exactly one running contract fits; null otherwise, and the studio resolves it.
 */
export async function cancelContractOfHolder(db: Database, holder: ContractHolder, wish: HolderCancellationWish) {
  const found = await contractOfHolder(db, holder, wish.receivedAt);
  if (!found) return null;
  const { row, clock } = found;
  const end =
    wish.kind === 'ORDINARY'
      ? ordinaryEnd(row, clock, wish.wishedDate)
      : extraordinaryEnd(clock, wish.wishedDate, wish.receivedAt);
  const contractEndDate = formatLocalDate(end);
  const inserted = await insertCancelation(db, {
    tenantId: row.tenantId,
    contractId: row.id,
    kind: wish.kind,
    reasonId: null,
    receivedAt: wish.receivedAt,
    contractEndDate,
  });
  if (!inserted) return null;
  await moveContingentEnd(db, row, clock, contractEndDate);
  return { contractId: row.id, contractNumber: row.contractNumber, name: contractName(row), contractEndDate };
}
