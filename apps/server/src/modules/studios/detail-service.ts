import type {
  AdditionalMenuEntry,
  BookingOption,
  BookingOptionType,
  FacilityGroupConfig,
  OpeningHours,
  QuickConnectMethod,
  StudioDetail,
  TrainingSection,
} from '@motus/contract';
import { quickConnectMethods } from '@motus/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bestLanguage, pickText } from '../../lib/localized-text.ts';
import { WEEKDAYS } from '../../lib/zoned-time.ts';
import { selectWhitelabelConfig } from '../whitelabel/index.ts';
import { activeMenuEntries, featureFlags } from './config-service.ts';
import { publicFieldsOf } from './discovery-service.ts';
import { findAdditionalMenuEntries, findOpeningHours, findTrainingSections } from './repo.ts';
import type { StudioOpeningHoursRow } from './schema.ts';
import { facilityGroupSummary } from './search-repo.ts';
import { requireStudio, requireStudioByAlias, studioOf } from './service.ts';

/** Countries of the finder's place search (spec 001 section 7.6, plus the US of the demo world). */
export const PLACE_SEARCH_COUNTRIES = ['DE', 'CH', 'AT', 'US'];
export const PLACE_SEARCH_LIMIT = 6;
/** The static studio map of spec 000 section 9. */
const STATIC_MAP = { width: 640, height: 333, zoom: 12 };

/** `06:00:00` as stored, `06:00` as answered; PostgreSQL keeps 24:00 as is. */
const hhmm = (time: string) => time.slice(0, 5);

export function toOpeningHours(rows: StudioOpeningHoursRow[]): OpeningHours[] {
  return WEEKDAYS.map((dayOfWeek, index) => ({
    dayOfWeek,
    ranges: rows
      .filter((row) => row.weekday === index + 1)
      .map((row) => ({ from: hhmm(row.opensAt), until: hhmm(row.closesAt) })),
  }));
}

export async function studioDetail(db: Database, alias: string, locale: string | undefined): Promise<StudioDetail> {
  const row = await requireStudioByAlias(db, alias);
  const [studio, openingHours] = await Promise.all([studioOf(db, row, locale), findOpeningHours(db, row.id)]);
  return {
    ...studio,
    ...publicFieldsOf(row, studio.contacts),
    imageUrl: row.imageUrl,
    openingHours: toOpeningHours(openingHours),
  };
}

/** Menu entries that are offers of the studio page, and where the portal shows them. */
const OFFER_ROUTES: [menuEntry: string, type: BookingOptionType, route: string][] = [
  ['COURSES', 'COURSES', '/course'],
  ['BENEFITS', 'APPOINTMENTS', '/appointments'],
  ['STUDIO_EVENTS', 'STUDIO_EVENTS', '/events'],
  ['BENEFIT_OFFERS', 'BENEFIT_OFFERS', '/offers'],
  ['DAY_TICKETS', 'DAY_TICKETS', '/day-tickets'],
  ['VOUCHERS', 'VOUCHERS', '/vouchers'],
  ['CONTRACT', 'CONTRACT', '/contract'],
  ['CHECKIN_RESERVATION', 'CHECKIN_RESERVATION', '/checkin-reservation'],
];

export async function bookingOptions(db: Database, studioId: number): Promise<BookingOption[]> {
  const [entries, flags] = await Promise.all([activeMenuEntries(db, studioId), featureFlags(db, studioId)]);
  const options = OFFER_ROUTES.filter(([entry]) => entries.includes(entry)).map(([, type, route]) => ({ type, route }));
  const trial: BookingOption[] =
    flags.TRIAL_SESSION === false ? [] : [{ type: 'TRIAL_SESSION', route: '/trial-session' }];
  return [...trial, ...options];
}

/** The studio's extra menu links in the requested language, else the studio's, else English. */
export async function additionalMenuEntries(
  db: Database,
  studioId: number,
  locale: string | undefined,
): Promise<AdditionalMenuEntry[]> {
  const studio = await requireStudio(db, studioId);
  const rows = await findAdditionalMenuEntries(db, studioId);
  const language = bestLanguage([...new Set(rows.map((row) => row.locale))], [locale, studio.locale]);
  return rows
    .filter((row) => row.locale === language)
    .map((row) => ({ id: row.id, title: row.title, url: row.url, external: /^https?:\/\//.test(row.url) }));
}

export async function facilityGroupConfig(
  db: Database,
  config: AppConfig,
  facilityGroup: string,
): Promise<FacilityGroupConfig> {
  const [brand, summary] = await Promise.all([
    selectWhitelabelConfig(db, { facilityGroup, host: '' }),
    facilityGroupSummary(db, facilityGroup),
  ]);
  const center =
    summary && summary.latitude !== null && summary.longitude !== null
      ? { latitude: Number(summary.latitude), longitude: Number(summary.longitude) }
      : null;
  return {
    publicFacilityGroup: brand.publicFacilityGroup,
    name: brand.name,
    studioCount: summary?.count ?? 0,
    countryCodes: [...(summary?.countryCodes ?? [])].sort(),
    center,
    placeSearch: { countries: PLACE_SEARCH_COUNTRIES.map((code) => code.toLowerCase()), limit: PLACE_SEARCH_LIMIT },
    map: { tileUrl: config.maps.tileUrl ?? null, ...STATIC_MAP },
  };
}

export async function trainingSectionConfiguration(db: Database, studioId: number, locale: string | undefined) {
  const studio = await requireStudio(db, studioId);
  const rows = await findTrainingSections(db, studioId);
  const sections: TrainingSection[] = rows.map((row) => {
    const texts = pickText(row.texts, [locale, studio.locale]);
    return { id: row.id, name: texts?.name ?? '', description: texts?.description ?? '', capacity: row.capacity };
  });
  return { facilityId: studioId, enabled: sections.length > 0, sections };
}

/** Quick connect is on unless the studio switches the QUICK_CONNECT feature off; every connect method is offered. */
export async function quickConnect(db: Database, studioId: number) {
  const studio = await requireStudio(db, studioId);
  const flags = await featureFlags(db, studioId);
  const methods: QuickConnectMethod[] = [...quickConnectMethods];
  return { studioId, tenant: studio.tenantId, enabled: flags.QUICK_CONNECT !== false, methods };
}
