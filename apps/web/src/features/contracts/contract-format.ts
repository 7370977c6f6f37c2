import type { ContractStatus, getBookableModules, listContracts } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/format.ts';
import { formatDate } from '../../lib/intl.ts';

/** A contract as the client receives it: its calendar days are Dates (at midnight UTC). */
export type MemberContract = ClientAnswer<typeof listContracts>[number];
export type MemberModuleContract = MemberContract['moduleContracts'][number];
export type PendingCancelation = NonNullable<MemberContract['pendingCancelation']>;
export type BookableModule = ClientAnswer<typeof getBookableModules>[number];

type Period = MemberContract['minimumTerm'];

/** "12 months", "1 week". */
export function formatPeriod(period: Period, t: TFunction): string {
  return t(`contracts.period.${period.unit}`, { count: period.value });
}

/** "€39.90 / month", "€120.00 / 12 months". */
export function formatPeriodPrice(
  item: Pick<MemberContract, 'price' | 'paymentFrequency'>,
  locale: string,
  t: TFunction,
) {
  return t('contracts.pricePer', {
    price: formatPrice(item.price, locale),
    period: t(`contracts.per.${item.paymentFrequency.unit}`, { count: item.paymentFrequency.value }),
  });
}

/** A calendar day, received (a Date at midnight UTC) or typed (yyyy-mm-dd): "30 Jun 2027". */
export function formatContractDay(day: Date | string, locale: string): string {
  return formatDate(day, locale, 'UTC', 'medium');
}

/** A received calendar day as the calls take it back (yyyy-mm-dd). */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** Running and upcoming contracts are current; ended ones are past. */
export function isCurrent(item: { status: ContractStatus }): boolean {
  return item.status !== 'ENDED';
}

/** A contract or module can be cancelled online while it runs (or is about to) and no cancellation is pending. */
export function isCancelable(item: MemberContract | MemberModuleContract): boolean {
  return isCurrent(item) && item.pendingCancelation === null;
}
