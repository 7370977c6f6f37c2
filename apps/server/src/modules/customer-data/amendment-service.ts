import { CustomerDataErrors, type PendingAmendment } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { amendmentView, requireGroupPermission } from './customer-data-service.ts';
import { applyValues, loadRecord, readGroup, valuesOf } from './group-data.ts';
import { closePendingAmendment, findAmendment } from './repo.ts';
import type { CustomerAmendmentRow } from './schema.ts';

const amendmentNotFound = () => notFound(CustomerDataErrors.amendmentNotFound, 'No such change of your data');
const notPending = () => new HttpError(409, CustomerDataErrors.amendmentNotPending, 'This change no longer waits');

function requirePending(amendment: CustomerAmendmentRow | undefined): CustomerAmendmentRow {
  if (!amendment) throw amendmentNotFound();
  if (amendment.status !== 'PENDING') throw notPending();
  return amendment;
}

/** The member takes back their own waiting change; the data stays as it was. */
export async function withdrawAmendment(
  db: Database,
  scope: TenantScope<'customer'>,
  amendmentId: string,
  now = new Date(),
): Promise<PendingAmendment> {
  const found = await findAmendment(db, scope.tenant, amendmentId, scope.customerId);
  if (!found) throw amendmentNotFound();
  await requireGroupPermission(db, scope.tenant, found.group);
  const withdrawn = await closePendingAmendment(db, requirePending(found), {
    status: 'WITHDRAWN',
    decidedAt: now,
    decidedBy: null,
  });
  if (!withdrawn) throw notPending();
  return amendmentView(withdrawn);
}

export interface AmendmentDecision {
  tenant: string;
  amendmentId: string;
  decision: 'APPLY' | 'REJECT';
  /** Why a change is rejected; told to the member. */
  reason: string | null;
  /** The staff member deciding. */
  decidedBy: string;
}

async function applyPending(
  db: Database,
  amendment: CustomerAmendmentRow,
  decidedBy: string,
  now: Date,
): Promise<CustomerAmendmentRow | undefined> {
  return db.transaction(async (tx) => {
    const member = { tenant: amendment.tenantId, customerId: amendment.customerId };
    const previous = valuesOf(readGroup(amendment.group, await loadRecord(tx, member, null)));
    const applied = await closePendingAmendment(tx, amendment, {
      status: 'APPLIED',
      decidedAt: now,
      decidedBy,
      previousValues: previous,
    });
    if (applied) await applyValues(tx, member, amendment.group, amendment.values, amendment.requestedAt);
    return applied;
  });
}

/**
 * The studio applies a waiting change (recording the values it replaces now) or rejects it with a reason
 * (404 AMENDMENT_NOT_FOUND outside the tenant, 409 AMENDMENT_NOT_PENDING once decided or withdrawn).
 */
export async function decideAmendment(
  db: Database,
  decision: AmendmentDecision,
  now = new Date(),
): Promise<PendingAmendment> {
  const amendment = requirePending(await findAmendment(db, decision.tenant, decision.amendmentId));
  const decided =
    decision.decision === 'APPLY'
      ? await applyPending(db, amendment, decision.decidedBy, now)
      : await closePendingAmendment(db, amendment, {
          status: 'REJECTED',
          decidedAt: now,
          decidedBy: decision.decidedBy,
          rejectionReason: decision.reason,
        });
  if (!decided) throw notPending();
  return amendmentView(decided);
}
