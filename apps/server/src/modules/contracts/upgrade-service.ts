import { ContractErrors, type UpgradePreview } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { toMoney } from '../../lib/money.ts';
import { addDays, formatLocalDate } from '../../lib/zoned-time.ts';
import { requireStudio } from '../studios/index.ts';
import { clockOf, dayOf } from './contract-view.ts';
import { activeMainContract, type MemberRequest } from './member-contracts-service.ts';
import { requireOfferOnSale, termOf } from './offer-service.ts';

/**
 * What changes when a member who holds a contract signs the chosen term: the new term starts the day after the current
 * contract's next possible end (or on the chosen later day), and the periodic price changes by the difference.
 */
export async function upgradePreview(
  db: Database,
  request: MemberRequest,
  choice: { studioId: number; contractOfferId: number; termId: number; startDate?: string | undefined },
): Promise<UpgradePreview> {
  const studio = await requireStudio(db, choice.studioId);
  const clock = clockOf(studio, request.now);
  const found = await requireOfferOnSale(db, studio, choice.contractOfferId, clock.today);
  const row = found.terms.find((term) => term.id === choice.termId);
  if (!row) throw notFound(ContractErrors.termNotFound, 'No such term');
  const newTerm = termOf(row, clock.today, request.locale);
  const current = await activeMainContract(db, request);
  const earliest = current?.contractEndDate ?? current?.endDate;
  const firstStart = earliest ? formatLocalDate(addDays(dayOf(earliest), 1)) : newTerm.contractStartDate;
  const start = choice.startDate ?? firstStart;
  if (start < firstStart) throw badRequest(ContractErrors.invalidStartDate, 'The new contract cannot start before');
  const currentPrice = current?.price.amount ?? 0;
  return {
    currentContract: current ? { contractId: current.id, name: current.offerName, price: current.price } : null,
    newTerm,
    startDate: start,
    priceDifference: toMoney(Math.round((newTerm.price.amount - currentPrice) * 100), newTerm.price.currency),
  };
}
