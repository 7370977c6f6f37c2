import type {
  CancelationReason,
  Contract,
  ContractConfiguration,
  OrdinaryCancelationRequest,
  PendingCancelationEntry,
} from '@motus/contract';
import { ContractErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { translatedText } from '../../lib/localized-text.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { addDays, formatLocalDate, zonedInstant } from '../../lib/zoned-time.ts';
import { setContingentValidUntil } from '../booking/index.ts';
import { customerConfig } from '../customer-center/index.ts';
import { findCustomer } from '../customers/index.ts';
import { requireStudio } from '../studios/index.ts';
import { type ContractParts, clockOf, contractOf, dayOf, optionsOf, type StudioClock } from './contract-view.ts';
import { renderContractPdf } from './documents.ts';
import {
  findContractOfCustomer,
  findContractsOfCustomer,
  findMandates,
  findModuleContracts,
  findPendingCancelations,
  findReasons,
  insertCancelation,
  withdrawCancelation,
} from './repo.ts';
import type { CancelationReasonRow, ContractRow, ModuleContractRow } from './schema.ts';

export interface MemberRequest {
  member: ConnectedCustomer;
  locale: string | undefined;
  now: Date;
}

export async function reasonsOf(db: Database, tenant: string, forModules: boolean, locale: string | undefined) {
  const rows = await findReasons(db, tenant, forModules);
  return rows.map(
    (row): CancelationReason => ({
      id: row.id,
      kind: row.kind,
      name: translatedText(row.name, row.translations, 'name', locale),
    }),
  );
}

function reasonNames(rows: CancelationReasonRow[], locale: string | undefined): Map<number, string> {
  return new Map(rows.map((row) => [row.id, translatedText(row.name, row.translations, 'name', locale)]));
}

/** The member's contracts with everything their answers carry, and the clock of each one's studio. */
async function loadContracts(db: Database, request: MemberRequest, rows: ContractRow[]) {
  const { tenant } = request.member;
  const modules = await findModuleContracts(
    db,
    rows.map((row) => row.id),
  );
  const [pending, mandates, customer, reasons] = await Promise.all([
    findPendingCancelations(db, tenant, {
      contractIds: rows.map((row) => row.id),
      moduleContractIds: modules.map((module) => module.id),
    }),
    findMandates(
      db,
      tenant,
      rows.flatMap((row) => row.mandateId ?? []),
    ),
    findCustomer(db, tenant, request.member.customerId),
    Promise.all([findReasons(db, tenant, false), findReasons(db, tenant, true)]),
  ]);
  const parts: ContractParts = {
    mandates: new Map(mandates.map((mandate) => [mandate.id, mandate])),
    modules,
    pending,
    reasons: reasonNames(reasons.flat(), request.locale),
    customerCode: customer?.customerCode ?? '',
  };
  const clocks = new Map<number, StudioClock>();
  for (const studioId of new Set(rows.map((row) => row.studioId))) {
    clocks.set(studioId, clockOf(await requireStudio(db, studioId), request.now));
  }
  const clockFor = (row: { studioId: number }) => {
    const clock = clocks.get(row.studioId);
    if (!clock) throw new Error(`no clock for studio ${row.studioId}`);
    return clock;
  };
  return { parts, clockFor };
}

async function contractsView(db: Database, request: MemberRequest, rows: ContractRow[]): Promise<Contract[]> {
  const { parts, clockFor } = await loadContracts(db, request, rows);
  return rows.map((row) => contractOf(row, parts, clockFor(row), request.locale));
}

export async function listMemberContracts(db: Database, request: MemberRequest): Promise<Contract[]> {
  const rows = await findContractsOfCustomer(db, request.member.tenant, request.member.customerId);
  return contractsView(db, request, rows);
}

/** The running (or upcoming) main contract, the latest if several. */
export async function activeMainContract(db: Database, request: MemberRequest): Promise<Contract | null> {
  const contracts = await listMemberContracts(db, request);
  return contracts.filter((contract) => contract.status !== 'ENDED').at(-1) ?? null;
}

export async function pendingCancelations(db: Database, request: MemberRequest): Promise<PendingCancelationEntry[]> {
  const contracts = await listMemberContracts(db, request);
  const entries: PendingCancelationEntry[] = [];
  for (const contract of contracts) {
    const all = [
      { id: contract.id, kind: 'MAIN' as const, name: contract.offerName, item: contract },
      ...contract.moduleContracts.map((module) => ({
        id: module.id,
        kind: 'MODULE' as const,
        name: module.name,
        item: module,
      })),
    ];
    for (const { id, kind, name, item } of all) {
      if (!item.pendingCancelation || !item.cancelationDate) continue;
      entries.push({
        contractId: id,
        contractKind: kind,
        name,
        cancelationDate: item.cancelationDate,
        contractEndDate: item.pendingCancelation.contractEndDate,
        kind: item.pendingCancelation.kind,
        reason: item.pendingCancelation.reason,
      });
    }
  }
  return entries;
}

export async function contractConfiguration(db: Database, tenant: string): Promise<ContractConfiguration> {
  const { permissions } = await customerConfig(db, tenant);
  return {
    showActiveContracts: permissions.includes('CUSTOMER_CENTER_CONTRACT_SHOW_ACTIVE_CONTRACTS'),
    showInactiveContracts: permissions.includes('CUSTOMER_CENTER_CONTRACT_SHOW_INACTIVE_CONTRACTS'),
    ordinaryCancelationAllowed: true,
    withdrawalAllowed: true,
  };
}

export async function requireContract(db: Database, request: MemberRequest, contractId: string): Promise<ContractRow> {
  const row = await findContractOfCustomer(db, request.member, contractId);
  if (!row) throw notFound(ContractErrors.contractNotFound, 'No such contract');
  return row;
}

export async function contractView(db: Database, request: MemberRequest, row: ContractRow): Promise<Contract> {
  const [contract] = await contractsView(db, request, [row]);
  return contract as Contract;
}

export async function studioClockOf(db: Database, row: { studioId: number }, now: Date): Promise<StudioClock> {
  return clockOf(await requireStudio(db, row.studioId), now);
}

/** The pending cancellation's end, chosen from the possible ones (the earliest when none was asked for). */
export async function requestCancelation(
  db: Database,
  request: MemberRequest,
  target: { row: ContractRow | ModuleContractRow; isModule: boolean },
  body: OrdinaryCancelationRequest,
) {
  const clock = await studioClockOf(db, { studioId: await studioIdOf(db, request, target) }, request.now);
  const options = optionsOf(target.row, clock);
  const wished = body.contractEndDate ?? (options[0] && formatLocalDate(options[0].contractEndDate));
  const chosen = options.find((option) => formatLocalDate(option.contractEndDate) === wished);
  if (!chosen) throw badRequest(ContractErrors.cancelationDateNotPossible, 'This end date is not possible');
  if (body.reasonId !== undefined) {
    const reasons = await findReasons(db, request.member.tenant, target.isModule);
    if (!reasons.some((reason) => reason.id === body.reasonId)) {
      throw notFound(ContractErrors.cancelationReasonNotFound, 'No such cancellation reason');
    }
  }
  const inserted = await insertCancelation(db, {
    tenantId: request.member.tenant,
    ...(target.isModule ? { moduleContractId: target.row.id } : { contractId: target.row.id }),
    kind: 'ORDINARY',
    reasonId: body.reasonId ?? null,
    receivedAt: request.now,
    contractEndDate: formatLocalDate(chosen.contractEndDate),
  });
  if (!inserted) throw new HttpError(409, ContractErrors.alreadyCanceled, 'A cancellation is already pending');
  return { cancelation: inserted, clock };
}

async function studioIdOf(
  db: Database,
  request: MemberRequest,
  target: { row: ContractRow | ModuleContractRow; isModule: boolean },
): Promise<number> {
  if ('studioId' in target.row) return target.row.studioId;
  return (await requireContract(db, request, target.row.contractId)).studioId;
}

/** Lets the contract's contingent run to the end of its last day, or on again when `endDate` is null. */
export async function moveContingentEnd(db: Database, row: ContractRow, clock: StudioClock, endDate: string | null) {
  if (row.contingentId === null) return;
  const until = endDate ? addDays(dayOf(endDate), 1) : addDays(dayOf(row.startDate), 36_600);
  await setContingentValidUntil(
    db,
    { tenant: row.tenantId, contingentId: row.contingentId },
    zonedInstant(until, 0, clock.zoneId),
  );
}

export async function cancelMemberContract(
  db: Database,
  request: MemberRequest,
  contractId: string,
  body: OrdinaryCancelationRequest,
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const row = await requireContract(tx, request, contractId);
    const { cancelation, clock } = await requestCancelation(tx, request, { row, isModule: false }, body);
    await moveContingentEnd(tx, row, clock, cancelation.contractEndDate);
    return contractView(tx, request, row);
  });
}

export async function withdrawMemberCancelation(
  db: Database,
  request: MemberRequest,
  contractId: string,
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const row = await requireContract(tx, request, contractId);
    const [pending] = await findPendingCancelations(tx, request.member.tenant, {
      contractIds: [row.id],
      moduleContractIds: [],
    });
    if (!pending || !(await withdrawCancelation(tx, pending.id, request.now))) {
      throw new HttpError(409, ContractErrors.noPendingCancelation, 'No cancellation is pending');
    }
    const clock = await studioClockOf(tx, row, request.now);
    await moveContingentEnd(tx, row, clock, null);
    return contractView(tx, request, row);
  });
}

export async function contractPdf(db: Database, request: MemberRequest, contractId: string) {
  const row = await requireContract(db, request, contractId);
  const studio = await requireStudio(db, row.studioId);
  const customer = await findCustomer(db, row.tenantId, row.customerId);
  const [mandate] = await findMandates(db, row.tenantId, row.mandateId ? [row.mandateId] : []);
  const modules = await findModuleContracts(db, [row.id]);
  const locale = row.locale;
  const content = await renderContractPdf({
    locale,
    studioName: studio.name,
    contractNumber: row.contractNumber,
    customerCode: customer?.customerCode ?? null,
    offerName: row.offerName,
    termName: row.termName,
    priceMinor: row.priceMinor,
    currencyCode: row.currencyCode,
    paymentFrequency: row.paymentFrequency,
    minimumTerm: row.minimumTerm,
    renewalPeriod: row.renewalPeriod,
    noticePeriod: row.noticePeriod,
    indefiniteRenewal: studio.countryCode === 'DE',
    flatFees: row.flatFees,
    modules: modules.map((module) => ({
      name: translatedText(module.name, module.translations, 'name', locale),
      priceMinor: module.priceMinor,
      paymentFrequency: module.paymentFrequency,
    })),
    startDate: row.startDate,
    customer: row.customerData,
    paymentMethod: row.paymentMethod,
    iban: mandate?.iban ?? null,
    mandateReference: mandate?.mandateReference ?? null,
    signedAt: formatDateTime(row.signedAt, locale, studio.zoneId, 'long'),
  });
  return { filename: `${row.contractNumber}.pdf`, content };
}
