import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { findAllCancelations, findContractsOfCustomer, findMandates, findModuleContracts } from './repo.ts';
import type { ContractCancelationRow, ContractRow, ModuleContractRow, SepaMandateRow } from './schema.ts';

function cancelationsOf(rows: ContractCancelationRow[], matches: (row: ContractCancelationRow) => boolean) {
  return rows.filter(matches).map((row) => ({
    kind: row.kind,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    contractEndDate: row.contractEndDate,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  }));
}

function termsOf(row: ContractRow | ModuleContractRow) {
  return {
    priceMinor: row.priceMinor,
    currencyCode: row.currencyCode,
    paymentFrequency: row.paymentFrequency,
    minimumTerm: row.minimumTerm,
    renewalPeriod: row.renewalPeriod,
    noticePeriod: row.noticePeriod,
    startDate: row.startDate,
  };
}

function moduleContractOf(row: ModuleContractRow, cancelations: ContractCancelationRow[]) {
  return {
    name: row.name,
    ...termsOf(row),
    trialPeriodStartDate: row.trialPeriodStartDate,
    cancelations: cancelationsOf(cancelations, (cancelation) => cancelation.moduleContractId === row.id),
  };
}

function mandateOf(mandate: SepaMandateRow | undefined) {
  return mandate
    ? {
        mandateReference: mandate.mandateReference,
        iban: mandate.iban,
        bic: mandate.bic,
        accountHolder: mandate.accountHolder,
        signedAt: mandate.signedAt.toISOString(),
      }
    : null;
}

/** The member's contracts with their module contracts, mandates and cancellations, for the data-privacy export. */
export async function personalDataOfContracts(db: Database, member: ConnectedCustomer) {
  const contracts = await findContractsOfCustomer(db, member.tenant, member.customerId);
  const contractIds = contracts.map((row) => row.id);
  const modules = await findModuleContracts(db, contractIds);
  const mandateIds = contracts.flatMap((row) => (row.mandateId ? [row.mandateId] : []));
  const [cancelations, mandates] = await Promise.all([
    findAllCancelations(db, member.tenant, { contractIds, moduleContractIds: modules.map((row) => row.id) }),
    findMandates(db, member.tenant, mandateIds),
  ]);
  return contracts.map((row) => ({
    contractNumber: row.contractNumber,
    offerName: row.offerName,
    termName: row.termName,
    ...termsOf(row),
    flatFees: row.flatFees,
    preuseDate: row.preuseDate,
    paymentMethod: row.paymentMethod,
    sepaMandate: mandateOf(mandates.find((mandate) => mandate.id === row.mandateId)),
    signedWith: row.customerData,
    locale: row.locale,
    signedAt: row.signedAt.toISOString(),
    cancelations: cancelationsOf(cancelations, (cancelation) => cancelation.contractId === row.id),
    moduleContracts: modules
      .filter((module) => module.contractId === row.id)
      .map((module) => moduleContractOf(module, cancelations)),
  }));
}
