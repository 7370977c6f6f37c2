import type { Period } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { addDays, formatLocalDate, type LocalDate, parseLocalDate } from '../../lib/zoned-time.ts';
import { findAllCancelations, findContractsOfCustomer, findModuleContracts } from './repo.ts';
import type { ContractCancelationRow } from './schema.ts';
import { spanEnd } from './term-dates.ts';

/** A fee the member owes on one payment day of a contract or of a module booked on it. */
export interface DueFee {
  studioId: number;
  name: string;
  amountMinor: number;
  currencyCode: string;
  /** ISO date. */
  dueDate: string;
}

/** What a member's contracts charge: when the first began, and the fees due in a month. */
export interface FeeSchedule {
  /** ISO date of the earliest contract start; null without contracts. */
  firstStartDate: string | null;
  /** The studio of the earliest contract. */
  studioId: number | null;
  /** The fees due in the month `YYYY-MM`. */
  feesIn(month: string): DueFee[];
}

interface Charge {
  studioId: number;
  name: string;
  priceMinor: number;
  currencyCode: string;
  paymentFrequency: Period;
  startDate: string;
  /** The last day it runs (a pending cancellation's end); null while it runs on. */
  endDate: string | null;
}

function requireDate(text: string): LocalDate {
  const date = parseLocalDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
}

/** The payment days of a charge in a month: its start and every payment period after it, while it runs. */
function dueDatesIn(charge: Charge, month: string): string[] {
  const dates: string[] = [];
  const monthEnd = `${month}-31`;
  let day = requireDate(charge.startDate);
  for (let text = charge.startDate; text <= monthEnd; text = formatLocalDate(day)) {
    if (charge.endDate !== null && text > charge.endDate) break;
    if (text.startsWith(month)) dates.push(text);
    day = addDays(spanEnd(day, charge.paymentFrequency), 1);
  }
  return dates;
}

function endOf(cancelations: ContractCancelationRow[], matches: (row: ContractCancelationRow) => boolean) {
  return cancelations.find((row) => row.status === 'PENDING' && matches(row))?.contractEndDate ?? null;
}

async function chargesOf(db: Database, member: ConnectedCustomer): Promise<Charge[]> {
  const contracts = await findContractsOfCustomer(db, member.tenant, member.customerId);
  const modules = await findModuleContracts(
    db,
    contracts.map((contract) => contract.id),
  );
  const cancelations = await findAllCancelations(db, member.tenant, {
    contractIds: contracts.map((contract) => contract.id),
    moduleContractIds: modules.map((module) => module.id),
  });
  const contractCharges = contracts.map((contract) => ({
    ...contract,
    name: `${contract.offerName} (${contract.termName})`,
    endDate: endOf(cancelations, (row) => row.contractId === contract.id),
  }));
  const moduleCharges = modules.flatMap((module) => {
    const contract = contractCharges.find((candidate) => candidate.id === module.contractId);
    if (!contract) return [];
    const ownEnd = endOf(cancelations, (row) => row.moduleContractId === module.id);
    return [{ ...module, studioId: contract.studioId, endDate: ownEnd ?? contract.endDate }];
  });
  return [...contractCharges, ...moduleCharges];
}

/** The member's contract and module fees by month, as their payment frequencies make them due (gross prices). */
export async function feeScheduleOf(db: Database, member: ConnectedCustomer): Promise<FeeSchedule> {
  const charges = await chargesOf(db, member);
  const first = charges.reduce<Charge | null>(
    (earliest, charge) => (earliest === null || charge.startDate < earliest.startDate ? charge : earliest),
    null,
  );
  return {
    firstStartDate: first?.startDate ?? null,
    studioId: first?.studioId ?? null,
    feesIn: (month) =>
      charges.flatMap((charge) =>
        dueDatesIn(charge, month).map((dueDate) => ({
          studioId: charge.studioId,
          name: charge.name,
          amountMinor: charge.priceMinor,
          currencyCode: charge.currencyCode,
          dueDate,
        })),
      ),
  };
}
