import {
  ErrorCodes,
  type IdlePeriod,
  type IdlePeriodConfig,
  type IdlePeriodDocument,
  IdlePeriodErrors,
  type IdlePeriodList,
  type IdlePeriodRequest,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { DOCUMENT_CONTENT_TYPES, decodeDataUrlDocument } from '../../lib/data-url-document.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';
import { formatLocalDate, localDateOf } from '../../lib/zoned-time.ts';
import { extendContract, runningContractIdOf } from '../contracts/index.ts';
import { customerConfig } from '../customer-center/index.ts';
import { requireStudio } from '../studios/index.ts';
import { currentOrNextOf, idlePeriodListOf, idlePeriodOf, isCancelable } from './idle-period-view.ts';
import { findOverlapping, findPeriod, findPeriodsOfCustomer, insertPeriod, updatePeriodFrom } from './repo.ts';
import { dateLimitsOn, dateProblemOf, lengthInDays } from './rules.ts';
import type { IdlePeriodRow } from './schema.ts';

type CustomerScope = TenantScope<'customer'>;

/** A proof may be up to 5 MB (the data URL's limit in the contract). */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** What the tenant's permissions allow its members (spec 000 section 6). */
export interface IdlePeriodPermissions {
  createAllowed: boolean;
  /** WITH_VERIFICATION wins where a tenant grants both (docs/decisions.md). */
  verificationRequired: boolean;
}

/** Every idle-period call needs CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ (403 FORBIDDEN without). */
export async function requireIdlePeriodPermissions(db: Database, tenant: string): Promise<IdlePeriodPermissions> {
  const { permissions } = await customerConfig(db, tenant);
  if (!permissions.includes('CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ')) {
    throw new HttpError(403, ErrorCodes.forbidden, 'The studio does not show members their idle periods');
  }
  const verificationRequired = permissions.includes('CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_WITH_VERIFICATION');
  return {
    createAllowed:
      verificationRequired || permissions.includes('CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_WITHOUT_VERIFICATION'),
    verificationRequired,
  };
}

/** Today in the member's home studio's time zone. */
async function todayOf(db: Database, scope: CustomerScope, now: Date) {
  const studio = await requireStudio(db, scope.homeStudioId);
  return localDateOf(now, studio.zoneId);
}

export async function idlePeriodConfig(
  db: Database,
  scope: CustomerScope,
  now = new Date(),
): Promise<IdlePeriodConfig> {
  const permissions = await requireIdlePeriodPermissions(db, scope.tenant);
  const contractId = await runningContractIdOf(db, scope, now);
  return {
    ...permissions,
    earliestPossibleStartDate: contractId ? dateLimitsOn(await todayOf(db, scope, now)).firstPossibleStartDate : null,
  };
}

export async function idlePeriodDateLimits(db: Database, scope: CustomerScope, now = new Date()) {
  await requireIdlePeriodPermissions(db, scope.tenant);
  return dateLimitsOn(await todayOf(db, scope, now));
}

export async function idlePeriodDocumentRequirements(db: Database, scope: CustomerScope) {
  const { verificationRequired } = await requireIdlePeriodPermissions(db, scope.tenant);
  return { required: verificationRequired, contentTypes: DOCUMENT_CONTENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES };
}

/** The "Request idle period" button shows where the studio takes requests and the member has a running contract. */
export async function isCreateButtonVisible(db: Database, scope: CustomerScope, now = new Date()): Promise<boolean> {
  const { createAllowed } = await requireIdlePeriodPermissions(db, scope.tenant);
  return createAllowed && (await runningContractIdOf(db, scope, now)) !== null;
}

export async function listIdlePeriods(db: Database, scope: CustomerScope, now = new Date()): Promise<IdlePeriodList> {
  await requireIdlePeriodPermissions(db, scope.tenant);
  const today = formatLocalDate(await todayOf(db, scope, now));
  return idlePeriodListOf(await findPeriodsOfCustomer(db, scope), today);
}

export async function currentIdlePeriod(db: Database, scope: CustomerScope, now = new Date()) {
  await requireIdlePeriodPermissions(db, scope.tenant);
  const today = formatLocalDate(await todayOf(db, scope, now));
  return { idlePeriod: currentOrNextOf(await findPeriodsOfCustomer(db, scope), today) };
}

function fieldError(errorCode: string, field: string) {
  return badRequest(errorCode, errorCode, [{ errorCode, typedArgs: [{ type: 'FIELD', value: field }] }]);
}

function storedDocument(document: IdlePeriodDocument) {
  const decoded = decodeDataUrlDocument(document.dataUrl);
  if (!decoded) throw fieldError(IdlePeriodErrors.invalidDocument, 'document');
  return {
    documentFileName: document.fileName,
    documentContentType: decoded.contentType,
    documentData: decoded.data,
  };
}

const overlap = () =>
  new HttpError(409, IdlePeriodErrors.overlap, 'Another requested or accepted idle period covers some of these days');

/**
 * A member's request: checked against the rules of docs/decisions.md, then accepted at once (the contract extended by
 * its length) or, where the studio verifies, left PENDING with its proof.
 */
export async function requestIdlePeriod(
  db: Database,
  scope: CustomerScope,
  request: IdlePeriodRequest,
  now = new Date(),
): Promise<IdlePeriod> {
  const permissions = await requireIdlePeriodPermissions(db, scope.tenant);
  if (!permissions.createAllowed) {
    throw new HttpError(403, IdlePeriodErrors.createNotAllowed, 'The studio takes idle periods only at the desk');
  }
  const contractId = await runningContractIdOf(db, scope, now);
  if (!contractId) throw new HttpError(409, IdlePeriodErrors.noRunningContract, 'No running contract to pause');
  const today = await todayOf(db, scope, now);
  const problem = dateProblemOf(request, today);
  if (problem === 'START') throw fieldError(IdlePeriodErrors.invalidStart, 'startDate');
  if (problem === 'LENGTH') throw fieldError(IdlePeriodErrors.invalidLength, 'endDate');
  if (permissions.verificationRequired && !request.document) {
    throw fieldError(IdlePeriodErrors.documentRequired, 'document');
  }
  const document = request.document ? storedDocument(request.document) : {};
  const row = await db.transaction(async (tx) => {
    // One member's requests are checked for overlap one at a time, so two sent at once cannot both pass.
    await lockUntilCommit(tx, `idle-periods:${scope.customerId}`);
    if ((await findOverlapping(tx, scope, request)).length > 0) throw overlap();
    const accepted = !permissions.verificationRequired;
    const inserted = await insertPeriod(tx, {
      tenantId: scope.tenant,
      customerId: scope.customerId,
      contractId,
      startDate: request.startDate,
      endDate: request.endDate,
      status: accepted ? 'ACCEPTED' : 'PENDING',
      ...document,
      requestedAt: now,
      decidedAt: accepted ? now : null,
    });
    if (accepted) await extendContract(tx, scope, contractId, lengthInDays(inserted));
    return inserted;
  });
  return idlePeriodOf(row, formatLocalDate(today));
}

const periodNotFound = () => notFound(IdlePeriodErrors.notFound, 'No such idle period');

async function requireOwnPeriod(db: Database, scope: CustomerScope, id: string): Promise<IdlePeriodRow> {
  await requireIdlePeriodPermissions(db, scope.tenant);
  const row = await findPeriod(db, scope.tenant, id, scope.customerId);
  if (!row) throw periodNotFound();
  return row;
}

const notCancelable = () =>
  new HttpError(409, IdlePeriodErrors.notCancelable, 'Only a requested or not yet begun idle period can be cancelled');

/** The member takes back a requested period or an accepted one that has not begun; its extension is undone. */
export async function cancelIdlePeriod(
  db: Database,
  scope: CustomerScope,
  id: string,
  now = new Date(),
): Promise<IdlePeriod> {
  const row = await requireOwnPeriod(db, scope, id);
  const today = formatLocalDate(await todayOf(db, scope, now));
  if (!isCancelable(row, today)) throw notCancelable();
  const canceled = await db.transaction(async (tx) => {
    const updated = await updatePeriodFrom(tx, row, row.status, {
      status: 'CANCELED',
      decidedAt: now,
      decidedBy: null,
    });
    if (!updated) throw notCancelable();
    if (row.status === 'ACCEPTED') await extendContract(tx, scope, row.contractId, -lengthInDays(row));
    return updated;
  });
  return idlePeriodOf(canceled, today);
}

/** A better proof for the member's requested period, while the studio has not decided. */
export async function replaceIdlePeriodDocument(
  db: Database,
  scope: CustomerScope,
  upload: { idlePeriodId: string; document: IdlePeriodDocument },
  now = new Date(),
): Promise<IdlePeriod> {
  const row = await requireOwnPeriod(db, scope, upload.idlePeriodId);
  const notPending = new HttpError(409, IdlePeriodErrors.notPending, 'The studio has already decided this request');
  if (row.status !== 'PENDING') throw notPending;
  const updated = await updatePeriodFrom(db, row, 'PENDING', storedDocument(upload.document));
  if (!updated) throw notPending;
  return idlePeriodOf(updated, formatLocalDate(await todayOf(db, scope, now)));
}
