import type {
  BookableBenefit,
  BookableCourse,
  Employee,
  Product,
  SingleBenefit,
  Studio,
  TrialSlot,
  WhitelabelConfig,
} from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** The non-German UI locales (en-GB and en-US read the same demo English). */
const OTHER_LOCALES = ['en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'hu-HU', 'en-US'];

/** Demo texts that read the same in German and in the other languages: course brand names and the like. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Vinyasa Flow',
  'Indoor Cycling',
  'HIIT 45',
  'HIIT',
  'Pilates Mat',
  'Pilates',
  'Yin Yoga',
  'Drop-in Bootcamp',
  'After-Work Run Club',
  'Personal Training',
  'Mobility',
]);

const STUDIOS = [
  { id: 1210001001, brand: 'kraftwerk' },
  { id: 1320002001, brand: 'alpenfit' },
];

async function get<T>(url: string, locale: string): Promise<T> {
  const response = await t.request({ url, headers: { 'accept-language': locale } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/**
 * Every catalogue text the public calls answer about a studio and its brand, labelled by where it comes from, in the
 * order the calls answer them: benefits, trial session, courses, events, employees, closures, offers, day tickets,
 * vouchers, white-label texts.
 */
async function catalogueTexts(studio: (typeof STUDIOS)[number], locale: string): Promise<[string, string][]> {
  const texts: [string, string][] = [];
  const add = (label: string, ...values: (string | null | undefined)[]) => {
    for (const value of values) if (value) texts.push([label, value]);
  };
  const query = `studioId=${studio.id}`;
  for (const benefit of await get<SingleBenefit[]>(`/nox/public/v1/bookableitems/benefits?${query}`, locale)) {
    add('benefit', benefit.name, benefit.description);
  }
  const trial = await get<{ benefitId: number | null }>(`/nox/public/v1/trialsession/config?${query}`, locale);
  const trialUrl = `/nox/public/v1/bookableitems/benefit/${trial.benefitId}/trialsession`;
  const [slot] = await get<TrialSlot[]>(`${trialUrl}?endDate=${dayAfter(6)}`, locale);
  add('trial session', slot?.name, slot?.description, slot?.location);
  const courseUrl = `/nox/public/v2/bookableitems/courses/with-upcoming-appointment?${query}`;
  for (const course of await get<BookableCourse[]>(courseUrl, locale)) {
    add('course', course.name, course.description, ...course.locations);
  }
  const eventsUrl = `/nox/public/v2/bookableitems/benefit/studio-events?${query}`;
  for (const event of await get<BookableBenefit[]>(eventsUrl, locale)) {
    add('event', event.name, event.description, ...event.appointments.map((appointment) => appointment.location));
  }
  for (const employee of await get<Employee[]>(`/nox/public/v1/employees?${query}`, locale)) {
    add('employee', employee.role, employee.bio, ...employee.specialties);
  }
  for (const closure of (await get<Studio>(`/nox/public/v1/studios/${studio.id}`, locale)).closingHoursDtos) {
    add('closure', closure.reason);
  }
  const productLists = [
    ['offer', `/nox/public/v1/virtualproducts?${query}&kind=OFFER`],
    ['day ticket', `/nox/public/v1/virtualproducts?${query}&kind=DAY_TICKET`],
    ['voucher', `/nox/public/v1/voucher?${query}`],
  ];
  for (const [label, url] of productLists) {
    for (const product of await get<Product[]>(url ?? '', locale)) {
      add(label ?? '', product.name, product.description, ...product.variants.map((variant) => variant.name));
    }
  }
  const brand = await get<WhitelabelConfig>(`/whitelabelconfigs/web?facilityGroup=${studio.brand}`, locale);
  add('white-label text', brand.texts.contactLinkText, brand.texts.imprint);
  return texts;
}

/** The studio-local day `days` from today as yyyy-mm-dd (a week of trial slots holds a weekday). */
function dayAfter(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe.each(STUDIOS)('the catalogue of studio $id', (studio) => {
  it.each(OTHER_LOCALES)('answers no German demo text in %s', async (locale) => {
    const german = await catalogueTexts(studio, 'de-DE');
    const other = await catalogueTexts(studio, locale);
    expect(german.length).toBeGreaterThan(40);
    expect(other.map(([label]) => label)).toEqual(german.map(([label]) => label));
    const leftInGerman = german
      .filter(([, text], index) => other[index]?.[1] === text && !SAME_IN_EVERY_LANGUAGE.has(text))
      .map(([label, text]) => `${label}: ${text}`);
    expect(leftInGerman).toEqual([]);
  });
});
