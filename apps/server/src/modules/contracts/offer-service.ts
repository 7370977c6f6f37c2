import {
  ContractErrors,
  type ContractModule,
  type ContractOffer,
  type ContractPublicConfig,
  type ContractTerm,
  documentTypes,
  type SepaAgreement,
  type SignCondition,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated, translatedText } from '../../lib/localized-text.ts';
import { toMoney } from '../../lib/money.ts';
import { formatLocalDate, type LocalDate, localDateOf } from '../../lib/zoned-time.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio, sepaAgreementOfStudio } from '../studios/index.ts';
import { textsFor } from './contract-texts.ts';
import { findOffer, findOffersOfStudio, findStudioSettings, type OfferWithTerms } from './repo.ts';
import type { ContractModuleRow, ContractTermRow } from './schema.ts';

export const MINIMUM_AGE = 18;

/** The first day of a contract of the term signed on `today`. */
export function startDateOf(term: Pick<ContractTermRow, 'startRule'>, today: LocalDate): LocalDate {
  if (term.startRule === 'SIGNING_DAY') return today;
  const firstOfMonth = { ...today, day: 1 };
  return today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { ...firstOfMonth, month: today.month + 1 };
}

export function termOf(row: ContractTermRow, today: LocalDate, locale: string | undefined): ContractTerm {
  const start = startDateOf(row, today);
  const texts = textsFor(locale);
  return {
    id: row.id,
    name: translatedText(row.name, row.translations, 'name', locale),
    price: toMoney(row.priceMinor, row.currencyCode),
    paymentFrequency: row.paymentFrequency,
    minimumTerm: row.minimumTerm,
    renewalPeriod: row.renewalPeriod,
    noticePeriod: row.noticePeriod,
    startRule: row.startRule,
    preuseAllowed: row.preuseAllowed,
    contractStartDate: formatLocalDate(start),
    contractStartDateOfUse: formatLocalDate(row.preuseAllowed ? today : start),
    flatFees: row.flatFees.map((fee) => ({
      kind: fee.kind,
      name: texts.flatFees[fee.kind],
      price: toMoney(fee.priceMinor, row.currencyCode),
    })),
  };
}

export function moduleOf(row: ContractModuleRow, locale: string | undefined): ContractModule {
  const texts = translated(row, row.translations, locale);
  return {
    id: row.id,
    name: texts.name,
    description: texts.description,
    price: toMoney(row.priceMinor, row.currencyCode),
    paymentFrequency: row.paymentFrequency,
    minimumTerm: row.minimumTerm,
    renewalPeriod: row.renewalPeriod,
    noticePeriod: row.noticePeriod,
  };
}

function isOnSale(found: OfferWithTerms, today: LocalDate): boolean {
  const day = formatLocalDate(today);
  const { validFrom, validUntil } = found.offer;
  return found.terms.length > 0 && validFrom <= day && (validUntil === null || day <= validUntil);
}

function offerOf(found: OfferWithTerms, today: LocalDate, locale: string | undefined): ContractOffer {
  const texts = translated(found.offer, found.offer.translations, locale);
  const terms = found.terms.map((term) => termOf(term, today, locale));
  const lowest = terms.reduce((best, term) => (term.price.amount < best.price.amount ? term : best));
  return {
    id: found.offer.id,
    studioId: found.offer.studioId,
    name: texts.name,
    description: texts.description,
    benefitKinds: found.offer.benefitKinds,
    terms,
    lowestTerm: lowest,
    modules: found.modules.map((module) => moduleOf(module, locale)),
    validPeriodDto: { startDate: found.offer.validFrom, endDate: found.offer.validUntil },
  };
}

/** The offers the studio sells today, in the caller's language. */
export async function listOffers(
  db: Database,
  studioId: number,
  locale: string | undefined,
  now = new Date(),
): Promise<ContractOffer[]> {
  const studio = await requireStudio(db, studioId);
  const today = localDateOf(now, studio.zoneId);
  const offers = await findOffersOfStudio(db, studioId);
  return offers.filter((found) => isOnSale(found, today)).map((found) => offerOf(found, today, locale));
}

/** The offer of the studio that is on sale today; a 404 for another studio's, an expired or an unknown one. */
export async function requireOfferOnSale(
  db: Database,
  studio: StudioRow,
  offerId: number,
  today: LocalDate,
): Promise<OfferWithTerms> {
  const found = await findOffer(db, studio.tenantId, offerId);
  if (!found || found.offer.studioId !== studio.id || !isOnSale(found, today)) {
    throw notFound(ContractErrors.offerNotFound, 'No such contract offer at this studio');
  }
  return found;
}

export async function publicConfig(db: Database, studioId: number): Promise<ContractPublicConfig> {
  const studio = await requireStudio(db, studioId);
  const settings = await findStudioSettings(db, studioId);
  return {
    studioId,
    countryCode: studio.countryCode,
    currency: studio.currencyCode,
    minimumAge: MINIMUM_AGE,
    taxIdRequired: settings?.taxIdRequired ?? false,
    documentRequired: settings?.documentRequired ?? false,
    paymentMethods: settings?.paymentMethods ?? ['SEPA'],
    onlineCancellationEnabled: studio.onlineCancellationEnabled,
  };
}

export function documentTypeList(locale: string | undefined) {
  const names = textsFor(locale).documentTypes;
  return documentTypes.map((code) => ({ code, name: names[code] }));
}

/** The conditions of signing: before the personal data (`pre`) the consent to its use, at signing the legal texts. */
export async function signConditions(
  db: Database,
  query: { studioId: number; contractOfferId: number; locale?: string | undefined },
  stage: 'pre' | 'sign',
  now = new Date(),
): Promise<SignCondition[]> {
  const studio = await requireStudio(db, query.studioId);
  await requireOfferOnSale(db, studio, query.contractOfferId, localDateOf(now, studio.zoneId));
  const { conditions } = textsFor(query.locale);
  if (stage === 'pre') return [{ id: 'DATA_PROCESSING', text: conditions.dataProcessing, required: true }];
  return [
    { id: 'GENERAL_TERMS', text: conditions.terms, required: true },
    { id: 'REVOCATION_TERMS', text: conditions.revocation, required: true },
    { id: 'PRIVACY', text: conditions.privacy, required: false },
  ];
}

/** The ids of the conditions a signer must accept. */
export const REQUIRED_CONDITIONS = ['GENERAL_TERMS', 'REVOCATION_TERMS'];

export async function offerSepaAgreement(
  db: Database,
  params: { studioId: number; contractOfferId: number },
  languages: (string | undefined)[],
  now = new Date(),
): Promise<SepaAgreement> {
  const studio = await requireStudio(db, params.studioId);
  await requireOfferOnSale(db, studio, params.contractOfferId, localDateOf(now, studio.zoneId));
  return sepaAgreementOfStudio(db, studio, languages);
}
