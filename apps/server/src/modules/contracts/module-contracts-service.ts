import { ContractErrors, type ModuleContract, type OrdinaryCancelationRequest } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import { toMoney } from '../../lib/money.ts';
import { formatLocalDate } from '../../lib/zoned-time.ts';
import { cancelationDatesOf, moduleContractOf } from './contract-view.ts';
import {
  activeMainContract,
  type MemberRequest,
  requestCancelation,
  requireContract,
  studioClockOf,
} from './member-contracts-service.ts';
import {
  findModuleContractOfCustomer,
  findModuleContracts,
  findModulesOfOffer,
  findPendingCancelations,
  findReasons,
  insertModuleContract,
  withdrawCancelation,
} from './repo.ts';
import type { ModuleContractRow } from './schema.ts';

async function requireModuleContract(db: Database, request: MemberRequest, id: string): Promise<ModuleContractRow> {
  const row = await findModuleContractOfCustomer(db, request.member, id);
  if (!row) throw notFound(ContractErrors.moduleContractNotFound, 'No such module contract');
  return row;
}

async function moduleView(db: Database, request: MemberRequest, row: ModuleContractRow): Promise<ModuleContract> {
  const contract = await requireContract(db, request, row.contractId);
  const clock = await studioClockOf(db, contract, request.now);
  const [pending, reasons] = await Promise.all([
    findPendingCancelations(db, request.member.tenant, { contractIds: [], moduleContractIds: [row.id] }),
    findReasons(db, request.member.tenant, true),
  ]);
  const names = new Map(
    reasons.map((reason) => [reason.id, translated(reason, reason.translations, request.locale).name]),
  );
  return moduleContractOf(row, { pending, reasons: names }, clock, request.locale);
}

/** The modules of the active contract's offer that it does not hold yet, starting today. */
async function bookableOf(db: Database, request: MemberRequest) {
  const contract = await activeMainContract(db, request);
  if (!contract) return { contract: null, modules: [] };
  const row = await requireContract(db, request, contract.id);
  const held = new Set(
    contract.moduleContracts.filter((module) => module.status !== 'ENDED').map((module) => module.moduleId),
  );
  const modules = row.offerId === null ? [] : await findModulesOfOffer(db, request.member.tenant, row.offerId);
  return { contract: row, modules: modules.filter((module) => !held.has(module.id)) };
}

export async function bookableModules(db: Database, request: MemberRequest) {
  const { contract, modules } = await bookableOf(db, request);
  if (!contract) return [];
  const clock = await studioClockOf(db, contract, request.now);
  return modules.map((module) => {
    const texts = translated(module, module.translations, request.locale);
    return {
      moduleId: module.id,
      contractId: contract.id,
      name: texts.name,
      description: texts.description,
      price: toMoney(module.priceMinor, module.currencyCode),
      paymentFrequency: module.paymentFrequency,
      minimumTerm: module.minimumTerm,
      noticePeriod: module.noticePeriod,
      startDate: formatLocalDate(clock.today),
    };
  });
}

export async function bookModule(
  db: Database,
  request: MemberRequest,
  body: { moduleId: number; contractId?: string | undefined },
): Promise<ModuleContract> {
  return db.transaction(async (tx) => {
    const { contract, modules } = await bookableOf(tx, request);
    if (!contract || (body.contractId !== undefined && body.contractId !== contract.id)) {
      throw new HttpError(409, ContractErrors.noActiveContract, 'No active contract to add the module to');
    }
    const module = modules.find((candidate) => candidate.id === body.moduleId);
    if (!module) {
      const held = (await findModuleContracts(tx, [contract.id])).some((row) => row.moduleId === body.moduleId);
      if (held) throw new HttpError(409, ContractErrors.moduleAlreadyBooked, 'The module is already booked');
      throw notFound(ContractErrors.moduleNotFound, 'No such module for this contract');
    }
    const clock = await studioClockOf(tx, contract, request.now);
    const today = formatLocalDate(clock.today);
    const row = await insertModuleContract(tx, {
      tenantId: request.member.tenant,
      contractId: contract.id,
      customerId: request.member.customerId,
      moduleId: module.id,
      name: module.name,
      translations: { ...module.translations },
      priceMinor: module.priceMinor,
      currencyCode: module.currencyCode,
      paymentFrequency: module.paymentFrequency,
      minimumTerm: module.minimumTerm,
      renewalPeriod: module.renewalPeriod,
      noticePeriod: module.noticePeriod,
      startDate: today,
      trialPeriodStartDate: module.trialDays > 0 ? today : null,
    });
    return moduleView(tx, request, row);
  });
}

export async function moduleCancelationDates(db: Database, request: MemberRequest, id: string) {
  const row = await requireModuleContract(db, request, id);
  const contract = await requireContract(db, request, row.contractId);
  return cancelationDatesOf(row, await studioClockOf(db, contract, request.now));
}

export async function cancelModule(
  db: Database,
  request: MemberRequest,
  id: string,
  body: OrdinaryCancelationRequest,
): Promise<ModuleContract> {
  return db.transaction(async (tx) => {
    const row = await requireModuleContract(tx, request, id);
    await requestCancelation(tx, request, { row, isModule: true }, body);
    return moduleView(tx, request, row);
  });
}

export async function withdrawModuleCancelation(
  db: Database,
  request: MemberRequest,
  id: string,
): Promise<ModuleContract> {
  return db.transaction(async (tx) => {
    const row = await requireModuleContract(tx, request, id);
    const [pending] = await findPendingCancelations(tx, request.member.tenant, {
      contractIds: [],
      moduleContractIds: [row.id],
    });
    if (!pending || !(await withdrawCancelation(tx, pending.id, request.now))) {
      throw new HttpError(409, ContractErrors.noPendingCancelation, 'No cancellation is pending');
    }
    return moduleView(tx, request, row);
  });
}
