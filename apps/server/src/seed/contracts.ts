import type { Period } from '@motus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contingents } from '../modules/booking/schema/contingents.ts';
import {
  cancelationReasons,
  contractCancelations,
  contractModules,
  contractOffers,
  contractStudioSettings,
  contracts,
  contractTerms,
  moduleContracts,
  sepaMandates,
} from '../modules/contracts/schema.ts';
import { demoCustomers } from './members.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const months = (value: number): Period => ({ value, unit: 'MONTH' });
const MONTHLY = months(1);

/** Prices in minor units of the studio's currency: flex, 12 months, student; joining fee; drinks flat, sauna. */
const PRICES: Record<
  string,
  { flex: number; year: number; student: number; joining: number; drinks: number; sauna: number }
> = {
  EUR: { flex: 4990, year: 3990, student: 2990, joining: 2900, drinks: 990, sauna: 1490 },
  CHF: { flex: 8900, year: 7900, student: 5900, joining: 4900, drinks: 1500, sauna: 1900 },
  USD: { flex: 5900, year: 4500, student: 3500, joining: 4900, drinks: 1200, sauna: 1500 },
};

const OFFER_TEXTS = {
  flex: {
    name: 'Flex',
    description: 'Monatlich kündbar, volle Studionutzung und alle Kurse.',
    en: { name: 'Flex', description: 'Cancel monthly; the whole studio and all classes.' },
  },
  year: {
    name: '12 Monate Premium',
    description: 'Zwölf Monate Laufzeit zum günstigsten Monatsbeitrag, alle Kurse inklusive.',
    en: { name: '12 months Premium', description: 'Twelve months at the lowest monthly fee, all classes included.' },
  },
  student: {
    name: 'Student',
    description: 'Für Studierende und Auszubildende mit Nachweis, sechs Monate Laufzeit.',
    en: { name: 'Student', description: 'For students and apprentices with proof, six months.' },
  },
};

function textsFor(studio: DemoStudio, key: keyof typeof OFFER_TEXTS) {
  const texts = OFFER_TEXTS[key];
  const english = studio.row.countryCode === 'US';
  return {
    name: english ? texts.en.name : texts.name,
    description: english ? texts.en.description : texts.description,
    translations: english ? { de: { name: texts.name, description: texts.description } } : { en: texts.en },
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Offer ids are fixed so that the demo members' contracts can name them: studio index * 10 + offer. */
async function seedOffers(tx: Database, today: Date): Promise<void> {
  const validFrom = isoDay(new Date(today.getTime() - 400 * DAY_MS));
  for (const [index, studio] of demoStudios.entries()) {
    const { tenantId, id: studioId, currencyCode } = studio.row;
    const currency = currencyCode ?? 'EUR';
    const price = PRICES[currency] ?? (PRICES.EUR as (typeof PRICES)[string]);
    const base = (index + 1) * 10;
    const offers = (['flex', 'year', 'student'] as const).map((key, position) => ({
      id: base + position + 1,
      tenantId,
      studioId,
      ...textsFor(studio, key),
      validFrom,
      position,
    }));
    await tx.insert(contractOffers).values(offers);
    const english = studio.row.countryCode === 'US';
    const term = (offerId: number, minimumTerm: Period, priceMinor: number, names: { de: string; en: string }) => ({
      id: offerId,
      tenantId,
      offerId,
      name: english ? names.en : names.de,
      translations: english ? { de: { name: names.de } } : { en: { name: names.en } },
      priceMinor,
      currencyCode: currency,
      paymentFrequency: MONTHLY,
      minimumTerm,
      renewalPeriod: MONTHLY,
      noticePeriod: MONTHLY,
      startRule: 'SIGNING_DAY' as const,
      preuseAllowed: offerId === base + 2,
      flatFees: [{ kind: 'JOINING_FEE' as const, priceMinor: price.joining }],
    });
    await tx
      .insert(contractTerms)
      .values([
        term(base + 1, MONTHLY, price.flex, { de: 'Monatlich', en: 'Month to month' }),
        term(base + 2, months(12), price.year, { de: '12 Monate', en: '12 months' }),
        term(base + 3, months(6), price.student, { de: '6 Monate', en: '6 months' }),
      ]);
    const module = (id: number, names: { de: string; en: string }, priceMinor: number, trialDays: number) => ({
      id,
      tenantId,
      offerId: base + 2,
      name: english ? names.en : names.de,
      translations: english ? { de: { name: names.de } } : { en: { name: names.en } },
      priceMinor,
      currencyCode: currency,
      paymentFrequency: MONTHLY,
      minimumTerm: MONTHLY,
      renewalPeriod: MONTHLY,
      noticePeriod: { value: 14, unit: 'DAY' as const },
      trialDays,
    });
    await tx
      .insert(contractModules)
      .values([
        module(base + 1, { de: 'Getränkeflat', en: 'Drinks flat rate' }, price.drinks, 0),
        module(base + 2, { de: 'Sauna', en: 'Sauna' }, price.sauna, 14),
      ]);
    await tx.insert(contractStudioSettings).values({
      studioId,
      tenantId,
      paymentMethods: currency === 'USD' ? ['CARD', 'ACH'] : currency === 'CHF' ? ['SEPA', 'CARD'] : ['SEPA'],
    });
  }
}

const REASONS = [
  { kind: 'ORDINARY' as const, forModules: false, name: 'Umzug', en: 'Moving away' },
  { kind: 'ORDINARY' as const, forModules: false, name: 'Zu teuer', en: 'Too expensive' },
  { kind: 'ORDINARY' as const, forModules: false, name: 'Keine Zeit mehr', en: 'No time any more' },
  { kind: 'EXTRAORDINARY' as const, forModules: false, name: 'Krankheit', en: 'Illness' },
  { kind: 'ORDINARY' as const, forModules: true, name: 'Nutze ich nicht mehr', en: 'No longer used' },
];

async function seedReasons(tx: Database): Promise<void> {
  for (const tenantId of ['kraftwerk', 'alpenfit', 'lonestar']) {
    const english = tenantId === 'lonestar';
    await tx.insert(cancelationReasons).values(
      REASONS.map((reason, position) => ({
        tenantId,
        kind: reason.kind,
        forModules: reason.forModules,
        name: english ? reason.en : reason.name,
        translations: english ? { de: { name: reason.name } } : { en: { name: reason.en } },
        position,
      })),
    );
  }
}

function customer(id: string) {
  const found = demoCustomers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no demo customer ${id}`);
  return found;
}

const ANNA = '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01';
const LUKAS = '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d05';
const JORDAN = '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d07';

interface DemoContract {
  id: string;
  customerId: string;
  offerBase: number;
  monthsAgo: number;
  paymentMethod: 'SEPA' | 'CARD';
  priceMinor: number;
  currencyCode: string;
}

/** Anna: 12 months (past its minimum term) with a drinks flat; Lukas: 12 months, cancelled; Jordan: card, US. */
const DEMO_CONTRACTS: DemoContract[] = [
  {
    id: 'c0a1b2c3-0000-4000-8000-00000000a001',
    customerId: ANNA,
    offerBase: 10,
    monthsAgo: 14,
    paymentMethod: 'SEPA',
    priceMinor: 3990,
    currencyCode: 'EUR',
  },
  {
    id: 'c0a1b2c3-0000-4000-8000-00000000a005',
    customerId: LUKAS,
    offerBase: 50,
    monthsAgo: 5,
    paymentMethod: 'SEPA',
    priceMinor: 7900,
    currencyCode: 'CHF',
  },
  {
    id: 'c0a1b2c3-0000-4000-8000-00000000a007',
    customerId: JORDAN,
    offerBase: 60,
    monthsAgo: 3,
    paymentMethod: 'CARD',
    priceMinor: 4500,
    currencyCode: 'USD',
  },
];

function monthsBefore(today: Date, count: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - count, 1));
  return isoDay(date);
}

async function seedMemberContracts(tx: Database, today: Date): Promise<void> {
  for (const [index, demo] of DEMO_CONTRACTS.entries()) {
    const holder = customer(demo.customerId);
    const startDate = monthsBefore(today, demo.monthsAgo);
    const signedAt = new Date(`${startDate}T09:00:00Z`);
    const contractNumber = `V10000000${index + 1}`;
    const [mandate] =
      demo.paymentMethod === 'SEPA' && holder.iban
        ? await tx
            .insert(sepaMandates)
            .values({
              tenantId: holder.tenantId,
              customerId: holder.id,
              mandateReference: `MOTUS-${contractNumber}`,
              iban: holder.iban,
              accountHolder: `${holder.firstName} ${holder.lastName}`,
              signedAt,
            })
            .returning()
        : [];
    const [contingent] = await tx
      .insert(contingents)
      .values({
        tenantId: holder.tenantId,
        customerId: holder.id,
        benefitType: 'FLAT_CONTINGENT',
        name: '12 Monate Premium',
        translations: { en: { name: '12 months Premium' } },
        benefitKinds: ['COURSE', 'EVENT'],
        total: null,
        validFrom: signedAt,
        validUntil: new Date(today.getTime() + 36_500 * DAY_MS),
      })
      .returning({ id: contingents.id });
    await tx.insert(contracts).values({
      id: demo.id,
      tenantId: holder.tenantId,
      customerId: holder.id,
      studioId: holder.studioId,
      offerId: demo.offerBase + 2,
      termId: demo.offerBase + 2,
      contractNumber,
      offerName: demo.currencyCode === 'USD' ? '12 months Premium' : '12 Monate Premium',
      termName: demo.currencyCode === 'USD' ? '12 months' : '12 Monate',
      priceMinor: demo.priceMinor,
      currencyCode: demo.currencyCode,
      paymentFrequency: MONTHLY,
      minimumTerm: months(12),
      renewalPeriod: MONTHLY,
      noticePeriod: MONTHLY,
      startDate,
      paymentMethod: demo.paymentMethod,
      mandateId: mandate?.id ?? null,
      customerData: {
        firstName: holder.firstName,
        lastName: holder.lastName,
        email: holder.email,
        dateOfBirth: holder.dateOfBirth,
        ...(demo.currencyCode === 'USD'
          ? { street: 'South Congress Ave', houseNumber: '1500', zip: '78704', city: 'Austin', countryCode: 'US' }
          : { street: 'Demostraße', houseNumber: '1', zip: '10115', city: 'Berlin', countryCode: 'DE' }),
      },
      locale: demo.currencyCode === 'USD' ? 'en-US' : 'de-DE',
      signedAt,
      contingentId: contingent?.id ?? null,
    });
  }
  await tx.insert(moduleContracts).values({
    tenantId: 'kraftwerk',
    contractId: DEMO_CONTRACTS[0]?.id ?? '',
    customerId: ANNA,
    moduleId: 11,
    name: 'Getränkeflat',
    translations: { en: { name: 'Drinks flat rate' } },
    priceMinor: 990,
    currencyCode: 'EUR',
    paymentFrequency: MONTHLY,
    minimumTerm: MONTHLY,
    renewalPeriod: MONTHLY,
    noticePeriod: { value: 14, unit: 'DAY' },
    startDate: monthsBefore(today, 13),
  });
  await tx.insert(contractCancelations).values({
    tenantId: 'alpenfit',
    contractId: DEMO_CONTRACTS[1]?.id ?? '',
    kind: 'ORDINARY',
    receivedAt: new Date(today.getTime() - 3 * DAY_MS),
    contractEndDate: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 7, 0))),
  });
}

/** The ids above were given, so the sequences move past them for rows added later. */
async function advanceSequences(tx: Database): Promise<void> {
  for (const table of ['contract_offers', 'contract_terms', 'contract_modules']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/** Contract offers of every demo studio, cancellation reasons, and the demo members' contracts (issue 15). */
export async function seedContracts(tx: Database, today: Date): Promise<void> {
  await seedOffers(tx, today);
  await advanceSequences(tx);
  await seedReasons(tx);
  await seedMemberContracts(tx, today);
}
