import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type CancelationReasonRow,
  type ContractCancelationRow,
  type ContractModuleRow,
  type ContractOfferRow,
  type ContractRow,
  type ContractStudioSettingsRow,
  type ContractTermRow,
  cancelationReasons,
  contractCancelations,
  contractModules,
  contractOffers,
  contractStudioSettings,
  contracts,
  contractTerms,
  type ModuleContractRow,
  moduleContracts,
  type NewContractRow,
  type SepaMandateRow,
  sepaMandates,
} from './schema.ts';

export interface OfferWithTerms {
  offer: ContractOfferRow;
  terms: ContractTermRow[];
  modules: ContractModuleRow[];
}

export async function findStudioSettings(
  db: Database,
  studioId: number,
): Promise<ContractStudioSettingsRow | undefined> {
  const [row] = await db.select().from(contractStudioSettings).where(eq(contractStudioSettings.studioId, studioId));
  return row;
}

async function withTermsAndModules(db: Database, offers: ContractOfferRow[]): Promise<OfferWithTerms[]> {
  if (offers.length === 0) return [];
  const ids = offers.map((offer) => offer.id);
  const [terms, modules] = await Promise.all([
    db
      .select()
      .from(contractTerms)
      .where(inArray(contractTerms.offerId, ids))
      .orderBy(asc(contractTerms.position), asc(contractTerms.id)),
    db.select().from(contractModules).where(inArray(contractModules.offerId, ids)).orderBy(asc(contractModules.id)),
  ]);
  return offers.map((offer) => ({
    offer,
    terms: terms.filter((term) => term.offerId === offer.id),
    modules: modules.filter((module) => module.offerId === offer.id),
  }));
}

export async function findOffersOfStudio(db: Database, studioId: number): Promise<OfferWithTerms[]> {
  const offers = await db
    .select()
    .from(contractOffers)
    .where(eq(contractOffers.studioId, studioId))
    .orderBy(asc(contractOffers.position), asc(contractOffers.id));
  return withTermsAndModules(db, offers);
}

export async function findOffer(db: Database, tenantId: string, offerId: number): Promise<OfferWithTerms | undefined> {
  const offers = await db
    .select()
    .from(contractOffers)
    .where(and(eq(contractOffers.tenantId, tenantId), eq(contractOffers.id, offerId)));
  const [found] = await withTermsAndModules(db, offers);
  return found;
}

export function findModulesOfOffer(db: Database, tenantId: string, offerId: number): Promise<ContractModuleRow[]> {
  return db
    .select()
    .from(contractModules)
    .where(and(eq(contractModules.tenantId, tenantId), eq(contractModules.offerId, offerId)))
    .orderBy(asc(contractModules.id));
}

export function findReasons(db: Database, tenantId: string, forModules: boolean): Promise<CancelationReasonRow[]> {
  return db
    .select()
    .from(cancelationReasons)
    .where(and(eq(cancelationReasons.tenantId, tenantId), eq(cancelationReasons.forModules, forModules)))
    .orderBy(asc(cancelationReasons.position), asc(cancelationReasons.id));
}

export async function insertMandate(db: Database, mandate: typeof sepaMandates.$inferInsert): Promise<SepaMandateRow> {
  const [row] = await db.insert(sepaMandates).values(mandate).returning();
  if (!row) throw new Error('mandate not inserted');
  return row;
}

export async function findMandates(db: Database, tenantId: string, ids: string[]): Promise<SepaMandateRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.tenantId, tenantId), inArray(sepaMandates.id, ids)));
}

/** The customer's newest mandate: the one the studio debits by. */
export async function findLatestMandate(
  db: Database,
  tenantId: string,
  customerId: string,
): Promise<SepaMandateRow | undefined> {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.tenantId, tenantId), eq(sepaMandates.customerId, customerId)))
    .orderBy(desc(sepaMandates.signedAt))
    .limit(1);
  return row;
}

export async function mandateReferenceTaken(db: Database, tenantId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.tenantId, tenantId), eq(sepaMandates.mandateReference, reference)))
    .limit(1);
  return row !== undefined;
}

export async function insertContract(db: Database, contract: NewContractRow): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(contract).returning();
  if (!row) throw new Error('contract not inserted');
  return row;
}

export async function findContractByKey(
  db: Database,
  tenantId: string,
  idempotencyKey: string,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.idempotencyKey, idempotencyKey)));
  return row;
}

/** The member's contracts, newest first. */
export function findContractsOfCustomer(db: Database, tenantId: string, customerId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.customerId, customerId)))
    .orderBy(asc(contracts.startDate));
}

export async function findContractOfCustomer(
  db: Database,
  member: { tenant: string; customerId: string },
  contractId: string,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, member.tenant),
        eq(contracts.customerId, member.customerId),
        eq(contracts.id, contractId),
      ),
    );
  return row;
}

export async function setContingent(db: Database, contractId: string, contingentId: number): Promise<void> {
  await db.update(contracts).set({ contingentId }).where(eq(contracts.id, contractId));
}

export async function findModuleContracts(db: Database, contractIds: string[]): Promise<ModuleContractRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(moduleContracts)
    .where(inArray(moduleContracts.contractId, contractIds))
    .orderBy(asc(moduleContracts.startDate));
}

export async function findModuleContractOfCustomer(
  db: Database,
  member: { tenant: string; customerId: string },
  moduleContractId: string,
): Promise<ModuleContractRow | undefined> {
  const [row] = await db
    .select()
    .from(moduleContracts)
    .where(
      and(
        eq(moduleContracts.tenantId, member.tenant),
        eq(moduleContracts.customerId, member.customerId),
        eq(moduleContracts.id, moduleContractId),
      ),
    );
  return row;
}

export async function insertModuleContract(
  db: Database,
  moduleContract: typeof moduleContracts.$inferInsert,
): Promise<ModuleContractRow> {
  const [row] = await db.insert(moduleContracts).values(moduleContract).returning();
  if (!row) throw new Error('module contract not inserted');
  return row;
}

/** The pending cancellations of these contracts and module contracts. */
export async function findPendingCancelations(
  db: Database,
  tenantId: string,
  ids: { contractIds: string[]; moduleContractIds: string[] },
): Promise<ContractCancelationRow[]> {
  const rows: ContractCancelationRow[] = [];
  const pending = and(eq(contractCancelations.tenantId, tenantId), eq(contractCancelations.status, 'PENDING'));
  if (ids.contractIds.length > 0) {
    rows.push(
      ...(await db
        .select()
        .from(contractCancelations)
        .where(and(pending, inArray(contractCancelations.contractId, ids.contractIds)))),
    );
  }
  if (ids.moduleContractIds.length > 0) {
    rows.push(
      ...(await db
        .select()
        .from(contractCancelations)
        .where(and(pending, inArray(contractCancelations.moduleContractId, ids.moduleContractIds)))),
    );
  }
  return rows;
}

/** Inserts a pending cancellation; none when one is already pending (the partial unique index). */
export async function insertCancelation(
  db: Database,
  cancelation: typeof contractCancelations.$inferInsert,
): Promise<ContractCancelationRow | undefined> {
  const [row] = await db.insert(contractCancelations).values(cancelation).onConflictDoNothing().returning();
  return row;
}

export async function withdrawCancelation(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(contractCancelations)
    .set({ status: 'WITHDRAWN', withdrawnAt: now })
    .where(and(eq(contractCancelations.id, id), eq(contractCancelations.status, 'PENDING')))
    .returning({ id: contractCancelations.id });
  return rows.length > 0;
}

/** The tenant's contracts signed with this e-mail address (any case) and date of birth. */
export function findContractsSignedBy(
  db: Database,
  tenantId: string,
  holder: { email: string; dateOfBirth: string },
): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenantId),
        sql`lower(${contracts.customerData}->>'email') = ${holder.email.trim().toLowerCase()}`,
        sql`${contracts.customerData}->>'dateOfBirth' = ${holder.dateOfBirth}`,
      ),
    )
    .orderBy(asc(contracts.startDate));
}

/** Every cancellation (pending, done or withdrawn) of these contracts and module contracts of the tenant. */
export function findAllCancelations(
  db: Database,
  tenantId: string,
  ids: { contractIds: string[]; moduleContractIds: string[] },
): Promise<ContractCancelationRow[]> {
  const targets = [
    ...(ids.contractIds.length > 0 ? [inArray(contractCancelations.contractId, ids.contractIds)] : []),
    ...(ids.moduleContractIds.length > 0
      ? [inArray(contractCancelations.moduleContractId, ids.moduleContractIds)]
      : []),
  ];
  if (targets.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contractCancelations)
    .where(and(eq(contractCancelations.tenantId, tenantId), or(...targets)))
    .orderBy(asc(contractCancelations.receivedAt));
}

/**
 * Moves every term end of the member's contract by `days` (negative when an accepted idle period is cancelled): an
 * idle period pauses the contract, so it runs that much longer.
 */
export async function extendContract(
  db: Database,
  member: { tenant: string; customerId: string },
  contractId: string,
  days: number,
): Promise<void> {
  await db
    .update(contracts)
    .set({ extensionDays: sql`${contracts.extensionDays} + ${days}` })
    .where(
      and(
        eq(contracts.tenantId, member.tenant),
        eq(contracts.customerId, member.customerId),
        eq(contracts.id, contractId),
      ),
    );
}
