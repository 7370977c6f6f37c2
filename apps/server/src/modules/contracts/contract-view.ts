import type { CancelationDate, Contract, ContractStatus, ModuleContract, PendingCancelation } from '@motus/contract';
import { translatedText } from '../../lib/localized-text.ts';
import { toMoney } from '../../lib/money.ts';
import { addDays, formatLocalDate, type LocalDate, localDateOf, parseLocalDate } from '../../lib/zoned-time.ts';
import type { StudioRow } from '../studios/index.ts';
import { textsFor } from './contract-texts.ts';
import type { ContractCancelationRow, ContractRow, ModuleContractRow, SepaMandateRow } from './schema.ts';
import {
  type CancellationOption,
  cancellationOptions,
  currentTermEnd,
  isAfter,
  type RenewalLaw,
} from './term-dates.ts';

/** The studio facts the dates of a contract depend on. */
export interface StudioClock {
  name: string;
  zoneId: string;
  law: RenewalLaw;
  today: LocalDate;
}

/** German studios sell to consumers under §309 Nr. 9 BGB; the others renew by period (docs/decisions.md). */
export function renewalLawOf(studio: Pick<StudioRow, 'countryCode'>): RenewalLaw {
  return studio.countryCode === 'DE' ? 'CONSUMER_DE' : 'PERIODIC';
}

export function clockOf(studio: StudioRow, now: Date): StudioClock {
  return {
    name: studio.name,
    zoneId: studio.zoneId,
    law: renewalLawOf(studio),
    today: localDateOf(now, studio.zoneId),
  };
}

export function dayOf(text: string): LocalDate {
  const day = parseLocalDate(text);
  if (!day) throw new Error(`not a day: ${text}`);
  return day;
}

type Termed = Pick<ContractRow, 'startDate' | 'minimumTerm' | 'renewalPeriod' | 'noticePeriod'> &
  Partial<Pick<ContractRow, 'extensionDays'>>;

/** Where the terms are counted from: the start, moved by the days idle periods extended the contract. */
function termStartOf(row: Termed): LocalDate {
  return addDays(dayOf(row.startDate), row.extensionDays ?? 0);
}

/** The ends a cancellation received today can have, earliest first. */
export function optionsOf(row: Termed, clock: StudioClock): CancellationOption[] {
  return cancellationOptions(termStartOf(row), row, clock.law, clock.today);
}

export function cancelationDatesOf(row: Termed, clock: StudioClock): CancelationDate[] {
  return optionsOf(row, clock).map((option) => ({
    contractEndDate: formatLocalDate(option.contractEndDate),
    lastPossibleCancelationDate: formatLocalDate(option.lastPossibleCancelationDate),
  }));
}

function pendingOf(
  cancelation: ContractCancelationRow | undefined,
  reasons: Map<number, string>,
): PendingCancelation | null {
  if (!cancelation) return null;
  return {
    kind: cancelation.kind,
    reason: cancelation.reasonId === null ? null : (reasons.get(cancelation.reasonId) ?? null),
    receivedAt: cancelation.receivedAt.toISOString(),
    contractEndDate: cancelation.contractEndDate,
  };
}

interface Dates {
  status: ContractStatus;
  startDate: string;
  endDate: string | null;
  contractEndDate: string | null;
  cancelationDate: string | null;
  lastPossibleCancelationDate: string | null;
}

/** The dates of spec 001 section 3 on the studio's today (contracts.ts in the contract says what each means). */
function datesOf(row: Termed, cancelation: ContractCancelationRow | undefined, clock: StudioClock): Dates {
  const start = dayOf(row.startDate);
  const termEnd = currentTermEnd(termStartOf(row), row, clock.law, clock.today);
  const finalEnd = cancelation ? dayOf(cancelation.contractEndDate) : row.renewalPeriod === null ? termEnd : null;
  const ended = finalEnd !== null && isAfter(clock.today, finalEnd);
  const status: ContractStatus = isAfter(start, clock.today) ? 'UPCOMING' : ended ? 'ENDED' : 'ACTIVE';
  const [next] = cancelation || ended ? [] : optionsOf(row, clock);
  return {
    status,
    startDate: row.startDate,
    endDate: ended && finalEnd ? formatLocalDate(finalEnd) : termEnd && formatLocalDate(termEnd),
    contractEndDate: finalEnd && formatLocalDate(finalEnd),
    cancelationDate: cancelation ? formatLocalDate(localDateOf(cancelation.receivedAt, clock.zoneId)) : null,
    lastPossibleCancelationDate: next ? formatLocalDate(next.lastPossibleCancelationDate) : null,
  };
}

export interface ContractParts {
  mandates: Map<string, SepaMandateRow>;
  modules: ModuleContractRow[];
  pending: ContractCancelationRow[];
  reasons: Map<number, string>;
  customerCode: string;
}

export function moduleContractOf(
  row: ModuleContractRow,
  parts: Pick<ContractParts, 'pending' | 'reasons'>,
  clock: StudioClock,
  locale: string | undefined,
): ModuleContract {
  const cancelation = parts.pending.find((pending) => pending.moduleContractId === row.id);
  return {
    id: row.id,
    contractId: row.contractId,
    moduleId: row.moduleId ?? 0,
    name: translatedText(row.name, row.translations, 'name', locale),
    price: toMoney(row.priceMinor, row.currencyCode),
    paymentFrequency: row.paymentFrequency,
    trialPeriodStartDate: row.trialPeriodStartDate,
    ...datesOf(row, cancelation, clock),
    pendingCancelation: pendingOf(cancelation, parts.reasons),
  };
}

export function contractOf(
  row: ContractRow,
  parts: ContractParts,
  clock: StudioClock,
  locale: string | undefined,
): Contract {
  const cancelation = parts.pending.find((pending) => pending.contractId === row.id);
  const mandate = row.mandateId ? parts.mandates.get(row.mandateId) : undefined;
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    studioId: row.studioId,
    studioName: clock.name,
    offerName: row.offerName,
    termName: row.termName,
    price: toMoney(row.priceMinor, row.currencyCode),
    paymentFrequency: row.paymentFrequency,
    minimumTerm: row.minimumTerm,
    renewalPeriod: row.renewalPeriod,
    noticePeriod: row.noticePeriod,
    paymentMethod: row.paymentMethod,
    mandateReference: mandate?.mandateReference ?? null,
    ...datesOf(row, cancelation, clock),
    preuseDate: row.preuseDate,
    pendingCancelation: pendingOf(cancelation, parts.reasons),
    flatFeeContracts: row.flatFees.map((fee) => ({
      kind: fee.kind,
      name: textsFor(locale).flatFees[fee.kind],
      price: toMoney(fee.priceMinor, row.currencyCode),
      startDate: row.startDate,
    })),
    moduleContracts: parts.modules
      .filter((module) => module.contractId === row.id)
      .map((module) => moduleContractOf(module, parts, clock, locale)),
  };
}
