import {
  type AmendmentPolicy,
  CustomerDataErrors,
  type CustomerDataGroup,
  ErrorCodes,
  type PendingAmendment,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { customerConfig } from '../customer-center/index.ts';
import { type ChangeOf, checkChange } from './change-checks.ts';
import { applyValues, type GroupDataOf, loadRecord, readGroup, valuesOf } from './group-data.ts';
import { findPendingAmendment, findPolicy, insertAmendment } from './repo.ts';
import type { CustomerAmendmentRow } from './schema.ts';

/** A group's data as it stands, what a change does, and the change waiting for the studio. */
export interface GroupAnswer<G extends CustomerDataGroup> {
  data: GroupDataOf[G];
  policy: AmendmentPolicy;
  documentRequired: boolean;
  pending: PendingAmendment | null;
}

interface Policy {
  policy: AmendmentPolicy;
  documentRequired: boolean;
}

/** Reading and changing a group both need the tenant's CUSTOMER_CENTER_<GROUP>_ACTIVE_READ (spec 000 section 6). */
export async function requireGroupPermission(db: Database, tenant: string, group: CustomerDataGroup): Promise<void> {
  const { permissions } = await customerConfig(db, tenant);
  if (!permissions.includes(`CUSTOMER_CENTER_${group}_ACTIVE_READ`)) {
    throw new HttpError(403, ErrorCodes.forbidden, `The studio does not show members their ${group} data`);
  }
}

/** The tenant's policy for the group; a group without one changes at once, without a document. */
async function policyOf(db: Database, tenant: string, group: CustomerDataGroup): Promise<Policy> {
  const row = await findPolicy(db, tenant, group);
  return {
    policy: row?.policy ?? 'IMMEDIATE',
    documentRequired: group === 'PERSONAL' && (row?.documentRequired ?? false),
  };
}

export function amendmentView(row: CustomerAmendmentRow): PendingAmendment {
  return {
    id: row.id,
    group: row.group,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    values: row.values,
  };
}

async function answerOf<G extends CustomerDataGroup>(
  db: Database,
  scope: TenantScope<'customer'>,
  group: G,
  policy: Policy,
): Promise<GroupAnswer<G>> {
  const record = await loadRecord(db, scope, scope.user.email);
  const pending = await findPendingAmendment(db, scope, group);
  return { data: readGroup(group, record), ...policy, pending: pending ? amendmentView(pending) : null };
}

export async function groupAnswer<G extends CustomerDataGroup>(
  db: Database,
  scope: TenantScope<'customer'>,
  group: G,
): Promise<GroupAnswer<G>> {
  await requireGroupPermission(db, scope.tenant, group);
  return answerOf(db, scope, group, await policyOf(db, scope.tenant, group));
}

const changePending = () =>
  new HttpError(409, CustomerDataErrors.changePending, 'A change of this data already waits for the studio');

/**
 * A member's change of a group, always recorded as an amendment: applied at once (APPLIED, with the values it
 * replaced) where the studio's policy is IMMEDIATE, else left waiting (PENDING) with the data unchanged.
 */
export async function changeGroup<G extends CustomerDataGroup>(
  db: Database,
  scope: TenantScope<'customer'>,
  group: G,
  change: ChangeOf[G],
  now = new Date(),
): Promise<GroupAnswer<G>> {
  await requireGroupPermission(db, scope.tenant, group);
  const policy = await policyOf(db, scope.tenant, group);
  if (policy.policy === 'LOCKED') {
    throw new HttpError(403, CustomerDataErrors.changeNotAllowed, 'The studio does not take this change online');
  }
  if (await findPendingAmendment(db, scope, group)) throw changePending();
  const checked = await checkChange(group, { db, scope, documentRequired: policy.documentRequired, now }, change);
  const immediate = policy.policy === 'IMMEDIATE';
  try {
    await db.transaction(async (tx) => {
      const previous = valuesOf(readGroup(group, await loadRecord(tx, scope, null)));
      await insertAmendment(tx, {
        tenantId: scope.tenant,
        customerId: scope.customerId,
        group,
        status: immediate ? 'APPLIED' : 'PENDING',
        values: checked.values,
        previousValues: previous,
        ...checked.document,
        requestedBy: scope.user.userId,
        requestedAt: now,
        decidedAt: immediate ? now : null,
      });
      if (immediate) await applyValues(tx, scope, group, checked.values, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw changePending();
    throw error;
  }
  return answerOf(db, scope, group, policy);
}
