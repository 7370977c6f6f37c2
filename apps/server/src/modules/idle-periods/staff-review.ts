import { IdlePeriodErrors, type StaffIdlePeriod } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatLocalDay } from '../../lib/date-format.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { extendContract } from '../contracts/index.ts';
import { customerSummaryOf, mailCustomerNotice } from '../customer-data/index.ts';
import { findPendingOfTenant, findPeriod, updatePeriodFrom } from './repo.ts';
import { lengthInDays } from './rules.ts';
import type { IdlePeriodRow } from './schema.ts';

/** A staff member's decision on a requested idle period of their tenant. */
export interface IdlePeriodDecision {
  tenant: string;
  idlePeriodId: string;
  decision: 'APPLY' | 'REJECT';
  /** Why it is rejected; told to the member. */
  reason: string | null;
  decidedBy: string;
}

async function reviewOf(db: Database, row: IdlePeriodRow): Promise<StaffIdlePeriod> {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    requestedAt: row.requestedAt.toISOString(),
    customer: await customerSummaryOf(db, row),
    document: row.documentFileName ? { fileName: row.documentFileName } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The tenant's idle-period requests that wait for the studio, with the member and the proof. */
export async function idlePeriodsToDecide(db: Database, tenant: string): Promise<StaffIdlePeriod[]> {
  const rows = await findPendingOfTenant(db, tenant);
  return Promise.all(rows.map((row) => reviewOf(db, row)));
}

const periodNotFound = () => notFound(IdlePeriodErrors.notFound, 'No such idle period');

/** The proof uploaded with a request of the tenant (404 for another tenant's request or one without proof). */
export async function idlePeriodDocument(db: Database, tenant: string, idlePeriodId: string) {
  const row = await findPeriod(db, tenant, idlePeriodId);
  if (!row?.documentData || !row.documentFileName || !row.documentContentType) throw periodNotFound();
  return { fileName: row.documentFileName, contentType: row.documentContentType, data: row.documentData };
}

/** Tells the member in their language what the studio decided. */
function mailDecision(db: Database, row: IdlePeriodRow, origin: string): Promise<void> {
  return mailCustomerNotice(
    db,
    row,
    {
      template: row.status === 'ACCEPTED' ? 'idle-period-accepted' : 'idle-period-rejected',
      values: (locale, studio) => ({
        studio: studio.name,
        from: formatLocalDay(row.startDate, locale, 'long'),
        until: formatLocalDay(row.endDate, locale, 'long'),
        reason: row.rejectionReason ?? '',
      }),
      path: '/idleperiods',
    },
    origin,
  );
}

/**
 * Accepts a requested period (its contract runs longer by the period's length) or rejects it with a reason, and mails
 * the member, in one transaction (404 IDLE_PERIOD_NOT_FOUND outside the tenant, 409 IDLE_PERIOD_NOT_PENDING once
 * decided or cancelled).
 */
export async function decideIdlePeriod(
  db: Database,
  decision: IdlePeriodDecision,
  origin: string,
  now = new Date(),
): Promise<StaffIdlePeriod> {
  const found = await findPeriod(db, decision.tenant, decision.idlePeriodId);
  if (!found) throw periodNotFound();
  const notPending = () => new HttpError(409, IdlePeriodErrors.notPending, 'This request has already been decided');
  if (found.status !== 'PENDING') throw notPending();
  return db.transaction(async (tx) => {
    const accepted = decision.decision === 'APPLY';
    const decided = await updatePeriodFrom(tx, found, 'PENDING', {
      status: accepted ? 'ACCEPTED' : 'REJECTED',
      decidedAt: now,
      decidedBy: decision.decidedBy,
      rejectionReason: accepted ? null : decision.reason,
    });
    if (!decided) throw notPending();
    if (accepted) {
      const member = { tenant: decided.tenantId, customerId: decided.customerId };
      await extendContract(tx, member, decided.contractId, lengthInDays(decided));
    }
    await mailDecision(tx, decided, origin);
    return reviewOf(tx, decided);
  });
}
