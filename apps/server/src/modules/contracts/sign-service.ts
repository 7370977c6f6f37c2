import { createHash, randomInt } from 'node:crypto';
import {
  ContractErrors,
  type ContractPreviewRequest,
  ErrorCodes,
  type SignContractRequest,
  type SignedContract,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatDateTime, formatLocalDay } from '../../lib/date-format.ts';
import type { SessionUser } from '../../lib/fastify-types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { translatedText } from '../../lib/localized-text.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';
import { addDays, formatLocalDate, type LocalDate, localDateOf, zonedInstant } from '../../lib/zoned-time.ts';
import { grantPurchasedContingent } from '../booking/index.ts';
import { type Customer, createCustomer, findCustomer, matchByEmail } from '../customers/index.ts';
import { connectCustomer, connectedCustomer } from '../identity/index.ts';
import { enqueueNoticeMail, mailLocale, signerOfStudio } from '../mail/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio, sepaAgreementOfStudio } from '../studios/index.ts';
import { renewalLawOf } from './contract-view.ts';
import { type ContractDocument, renderContractPdf, renderMandatePdf } from './documents.ts';
import { requireOfferOnSale } from './offer-service.ts';
import {
  findContractByKey,
  findContractsOfCustomer,
  findStudioSettings,
  insertContract,
  insertMandate,
  insertModuleContract,
  type OfferWithTerms,
  setContingent,
} from './repo.ts';
import type { ContractRow, SepaMandateRow, SignedCustomerData } from './schema.ts';
import { type CheckedChoice, checkChoice, checkSignature } from './sign-checks.ts';

/** Who signs: a prospect (no account) or a logged-in member, whose account is connected to the customer. */
export interface Signer {
  user: SessionUser | null;
  now: Date;
  /** The portal's origin, for the welcome mail's link. */
  origin: string;
}

/** How long a contingent of a contract without an end runs: until its end is known (a cancellation sets it). */
const OPEN_ENDED_YEARS = 100;

interface Prepared {
  studio: StudioRow;
  found: OfferWithTerms;
  choice: CheckedChoice;
  today: LocalDate;
  locale: string;
}

async function prepare(db: Database, request: ContractPreviewRequest, signer: Signer): Promise<Prepared> {
  const studio = await requireStudio(db, request.studioId);
  const today = localDateOf(signer.now, studio.zoneId);
  const found = await requireOfferOnSale(db, studio, request.contractOfferId, today);
  const settings = await findStudioSettings(db, studio.id);
  const choice = checkChoice(request, found, settings, today);
  const locale = mailLocale(request.customerData.locale ?? signer.user?.locale ?? studio.locale.replace('_', '-'));
  return { studio, found, choice, today, locale };
}

function customerDataOf(request: ContractPreviewRequest): SignedCustomerData {
  const { customerData } = request;
  return {
    firstName: customerData.firstName,
    lastName: customerData.lastName,
    email: customerData.email,
    dateOfBirth: customerData.dateOfBirth,
    street: customerData.street,
    houseNumber: customerData.houseNumber,
    zip: customerData.zip,
    city: customerData.city,
    countryCode: customerData.countryCode,
    provinceCode: customerData.provinceCode,
    taxId: customerData.taxId,
    documentType: customerData.documentType,
    documentNumber: customerData.documentNumber,
  };
}

function documentOf(
  prepared: Prepared,
  request: ContractPreviewRequest,
  signed: { contract: ContractRow; customerCode: string; mandate: SepaMandateRow | null } | null,
): ContractDocument {
  const { term, modules, startDate, account } = prepared.choice;
  const { locale, studio, found } = prepared;
  return {
    locale,
    studioName: studio.name,
    contractNumber: signed?.contract.contractNumber ?? null,
    customerCode: signed?.customerCode ?? null,
    offerName: translatedText(found.offer.name, found.offer.translations, 'name', locale),
    termName: translatedText(term.name, term.translations, 'name', locale),
    priceMinor: term.priceMinor,
    currencyCode: term.currencyCode,
    paymentFrequency: term.paymentFrequency,
    minimumTerm: term.minimumTerm,
    renewalPeriod: term.renewalPeriod,
    noticePeriod: term.noticePeriod,
    indefiniteRenewal: renewalLawOf(studio) === 'CONSUMER_DE',
    flatFees: term.flatFees,
    modules: modules.map((module) => ({
      name: translatedText(module.name, module.translations, 'name', locale),
      priceMinor: module.priceMinor,
      paymentFrequency: module.paymentFrequency,
    })),
    startDate: formatLocalDate(startDate),
    customer: customerDataOf(request),
    paymentMethod: request.paymentData.method,
    iban: account?.iban ?? null,
    mandateReference: signed?.mandate?.mandateReference ?? null,
    signedAt: signed ? formatDateTime(signed.contract.signedAt, locale, studio.zoneId, 'long') : null,
  };
}

/** The contract as it would be signed, as a PDF marked as a preview. */
export async function previewContractPdf(
  db: Database,
  request: ContractPreviewRequest,
  signer: Signer,
): Promise<Buffer> {
  const prepared = await prepare(db, request, signer);
  return renderContractPdf(documentOf(prepared, request, null));
}

function digestOf(request: SignContractRequest): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

function answerOf(contract: ContractRow, customerCode: string, mandateReference: string | null): SignedContract {
  return {
    contractId: contract.id,
    contractNumber: contract.contractNumber,
    customerNumber: customerCode,
    startDate: contract.startDate,
    mandateReference,
  };
}

/**
 * The customer the contract is for: the member's own in the tenant; else the tenant's customer with this e-mail and
 * date of birth that no other account holds; else a new one.
 */
async function customerFor(
  db: Database,
  studio: StudioRow,
  request: SignContractRequest,
  signer: Signer,
): Promise<Customer> {
  const tenant = studio.tenantId;
  const connected = signer.user ? await connectedCustomer(db, signer.user.userId, tenant) : undefined;
  const own = connected && (await findCustomer(db, tenant, connected.customerId));
  if (own) return own;
  const { customerData } = request;
  const known = await matchByEmail(db, tenant, customerData.email);
  if (known && known.dateOfBirth === customerData.dateOfBirth) return known;
  return createCustomer(db, {
    tenantId: tenant,
    studioId: studio.id,
    firstName: customerData.firstName,
    lastName: customerData.lastName,
    email: customerData.email,
    iban: request.paymentData.method === 'SEPA' ? (request.paymentData.iban ?? null) : null,
    dateOfBirth: customerData.dateOfBirth,
  });
}

async function refuseSecondContract(db: Database, customer: Customer, today: LocalDate): Promise<void> {
  const held = await findContractsOfCustomer(db, customer.tenantId, customer.id);
  const day = formatLocalDate(today);
  if (held.some((contract) => contract.startDate >= day || contract.renewalPeriod !== null)) {
    throw new HttpError(409, ContractErrors.alreadyHoldsContract, 'This member already holds a contract');
  }
}

function newContractNumber(): string {
  return `V${randomInt(100_000_000, 1_000_000_000)}`;
}

async function grantBenefits(db: Database, prepared: Prepared, contract: ContractRow): Promise<void> {
  const { choice, studio, found } = prepared;
  const firstDay = contract.preuseDate ?? contract.startDate;
  const [year = 0, month = 1, day = 1] = firstDay.split('-').map(Number);
  const validFrom = zonedInstant({ year, month, day }, 0, studio.zoneId);
  const validUntil = zonedInstant(addDays(choice.startDate, 366 * OPEN_ENDED_YEARS), 0, studio.zoneId);
  const contingentId = await grantPurchasedContingent(db, {
    tenant: studio.tenantId,
    customerId: contract.customerId,
    name: found.offer.name,
    translations: found.offer.translations,
    benefitKinds: found.offer.benefitKinds,
    visits: null,
    validFrom,
    validUntil,
    benefitType: 'FLAT_CONTINGENT',
  });
  await setContingent(db, contract.id, contingentId);
}

async function createContract(
  db: Database,
  prepared: Prepared,
  request: SignContractRequest,
  customer: Customer,
  signer: Signer,
): Promise<{ contract: ContractRow; mandate: SepaMandateRow | null }> {
  const { choice, studio, found, today } = prepared;
  const contractNumber = newContractNumber();
  const mandate = choice.account
    ? await insertMandate(db, {
        tenantId: studio.tenantId,
        customerId: customer.id,
        mandateReference: `MOTUS-${contractNumber}`,
        ...choice.account,
        signedAt: signer.now,
      })
    : null;
  const { term } = choice;
  const contract = await insertContract(db, {
    tenantId: studio.tenantId,
    customerId: customer.id,
    studioId: studio.id,
    offerId: found.offer.id,
    termId: term.id,
    contractNumber,
    offerName: translatedText(found.offer.name, found.offer.translations, 'name', prepared.locale),
    termName: translatedText(term.name, term.translations, 'name', prepared.locale),
    priceMinor: term.priceMinor,
    currencyCode: term.currencyCode,
    paymentFrequency: term.paymentFrequency,
    minimumTerm: term.minimumTerm,
    renewalPeriod: term.renewalPeriod,
    noticePeriod: term.noticePeriod,
    flatFees: term.flatFees,
    startDate: formatLocalDate(choice.startDate),
    preuseDate: term.preuseAllowed ? formatLocalDate(today) : null,
    paymentMethod: request.paymentData.method,
    mandateId: mandate?.id ?? null,
    customerData: customerDataOf(request),
    locale: prepared.locale,
    signature: request.signature,
    signedAt: signer.now,
    idempotencyKey: request.idempotencyKey,
    requestDigest: digestOf(request),
  });
  for (const module of choice.modules) {
    await insertModuleContract(db, {
      tenantId: studio.tenantId,
      contractId: contract.id,
      customerId: customer.id,
      moduleId: module.id,
      name: module.name,
      translations: { ...module.translations },
      priceMinor: module.priceMinor,
      currencyCode: module.currencyCode,
      paymentFrequency: module.paymentFrequency,
      minimumTerm: module.minimumTerm,
      renewalPeriod: module.renewalPeriod,
      noticePeriod: module.noticePeriod,
      startDate: contract.startDate,
      trialPeriodStartDate: module.trialDays > 0 ? contract.startDate : null,
    });
  }
  await grantBenefits(db, prepared, contract);
  return { contract, mandate };
}

async function mailWelcome(
  db: Database,
  prepared: Prepared,
  request: SignContractRequest,
  signed: { contract: ContractRow; customerCode: string; mandate: SepaMandateRow | null },
  signer: Signer,
): Promise<void> {
  const { studio, locale } = prepared;
  const document = documentOf(prepared, request, signed);
  const attachments = [
    {
      filename: `${signed.contract.contractNumber}.pdf`,
      contentType: 'application/pdf',
      contentBase64: (await renderContractPdf(document)).toString('base64'),
    },
  ];
  if (signed.mandate) {
    const agreement = await sepaAgreementOfStudio(db, studio, [locale]);
    const mandatePdf = await renderMandatePdf({
      locale,
      studioName: studio.name,
      agreement,
      mandateReference: signed.mandate.mandateReference,
      accountHolder: signed.mandate.accountHolder,
      iban: signed.mandate.iban,
      bic: signed.mandate.bic,
      signedAt: document.signedAt ?? '',
    });
    attachments.push({
      filename: `${signed.mandate.mandateReference}.pdf`,
      contentType: 'application/pdf',
      contentBase64: mandatePdf.toString('base64'),
    });
  }
  await enqueueNoticeMail(db, {
    to: request.customerData.email,
    userId: signer.user?.userId ?? null,
    template: 'contract-welcome',
    locale,
    variables: {
      name: request.customerData.firstName,
      values: {
        offer: document.offerName,
        studio: studio.name,
        start: formatLocalDay(document.startDate, locale, 'long'),
      },
      link: `${signer.origin}/contract/current`,
    },
    attachments,
    signer: signerOfStudio(studio),
  });
}

async function replayed(db: Database, existing: ContractRow, request: SignContractRequest): Promise<SignedContract> {
  if (existing.requestDigest !== digestOf(request)) {
    throw new HttpError(409, ContractErrors.idempotencyKeyReused, 'This idempotency key was used for another request');
  }
  const customer = await findCustomer(db, existing.tenantId, existing.customerId);
  if (!customer) throw new HttpError(500, ErrorCodes.internal, 'The contract has no customer');
  const mandateReference = existing.mandateId ? `MOTUS-${existing.contractNumber}` : null;
  return answerOf(existing, customer.customerCode, mandateReference);
}

/**
 * Signs once per idempotency key: a transaction-scoped advisory lock on the key makes concurrent submits of the same
 * request wait for the first, which they then find and answer with (the unique index on the key is the last guard).
 */
export async function signContractRequest(
  db: Database,
  request: SignContractRequest,
  signer: Signer,
): Promise<SignedContract> {
  checkSignature(request);
  const prepared = await prepare(db, request, signer);
  const tenant = prepared.studio.tenantId;
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `${tenant}:${request.idempotencyKey}`);
    const existing = await findContractByKey(tx, tenant, request.idempotencyKey);
    if (existing) return replayed(tx, existing, request);
    const customer = await customerFor(tx, prepared.studio, request, signer);
    await refuseSecondContract(tx, customer, prepared.today);
    const { contract, mandate } = await createContract(tx, prepared, request, customer, signer);
    if (signer.user && !(await connectedCustomer(tx, signer.user.userId, tenant))) {
      await connectCustomer(tx, signer.user.userId, customer, prepared.studio.id);
    }
    await mailWelcome(tx, prepared, request, { contract, customerCode: customer.customerCode, mandate }, signer);
    return answerOf(contract, customer.customerCode, mandate?.mandateReference ?? null);
  });
}
