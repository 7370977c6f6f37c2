import { allCalls, toRouterPath } from '@motus/contract';
import { readCallTable, specPath } from '@motus/contract/spec-tables';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const table = readCallTable();
const declared = new Map(allCalls.map((call) => [`${call.method} ${call.path}`, call]));

/** The calls issue #2 implements for real; the list grows into a hard assertion over the whole table. */
const FOUNDATION_CALLS = [
  'GET /nox/public/v1/studios',
  'GET /nox/public/v1/studios/{studioId}',
  'GET /nox/public/v1/tenant',
  'GET /nox/public/v1/countries',
  'GET /nox/public/v1/address/usa/states',
];

/** The calls issue #4 implements: accounts, sessions, registration, profile, studio connect, migration. */
const IDENTITY_CALLS = [
  'POST /login',
  'POST /logout',
  'GET /v1/me/info',
  'GET /nox/v1/me/info',
  'DELETE /v1/me',
  'POST /v1/me/changepassword',
  'POST /v1/me/changeemail',
  'POST /v1/me/change-main-email',
  'GET /v1/me/referralurl',
  'POST /v1/me/resendregistrationmail',
  'POST /v1/me/zendesk/token',
  'POST /v1/public/user/resetpassword',
  'POST /v2/public/user/changepassword',
  'GET /v1/me/contacts',
  'POST /v1/me/contacts',
  'GET /v1/me/profile',
  'PUT /v1/me/profile',
  'POST /v1/me/profile/image',
  'DELETE /v1/me/profile/image',
  'GET /v1/me/profile/image/{imageId}',
  'POST /v1/me/additional-email',
  'DELETE /v1/me/additional-email',
  'POST /v1/me/additionalemail',
  'DELETE /v1/me/additionalemail',
  'POST /v1/me/additionalemail/verify',
  'POST /v1/public/verify',
  'POST /v2/public/verify',
  'POST /v3/public/register',
  'GET /v2/public/quickregister',
  'POST /v2/public/quickregister/register',
  'POST /v1/me/studioconnects/withcustomercode',
  'POST /v1/me/studioconnects/withemail',
  'POST /v1/me/studioconnects/withiban',
  'POST /v1/me/studioconnects/withibansuffix',
  'DELETE /v1/me/studioconnects/{studioConnectId}',
  'POST /v1/me/account-context/migration/rsg-group/migrate',
  'GET /v1/me/account-context/migration/rsg-group/steps',
  'POST /v1/me/account-context/migration/rsg-group/cancelation-notice',
];

/** The calls issue #5 implements: studio discovery, studio page data, utilization, news, employees, content. */
const DISCOVERY_CALLS = [
  'GET /nox/public/v1/studios/{studioId}/logo',
  'GET /nox/public/v1/studios/any/logo',
  'GET /nox/v1/studios/home',
  'GET /nox/v1/studios/sepa/agreement',
  ...['v1/studios/{studioId}/utilization', 'v1/studios/{studioId}/utilization/reveal'].flatMap((path) => [
    `GET /nox/${path}`,
    `GET /nox/public/${path}`,
  ]),
  ...['active-checkin', 'historic', 'indicator/limits', 'today'].flatMap((tail) => [
    `GET /nox/v2/studios/{studioId}/utilization/${tail}`,
    `GET /nox/public/v2/studios/{studioId}/utilization/${tail}`,
  ]),
  'GET /nox/public/v1/employees',
  'GET /nox/public/v1/employees/withfuturecourses',
  'GET /nox/v1/mysports-content-management/articles',
  'GET /nox/v1/mysports-content-management/videos',
  'GET /nox/public/v1/studionews',
  'GET /nox/v1/mysports-customization-config/dashboard-links/by-organization-unit',
  'GET /nox/public/v1/facilities/{facilityId}/trainingsectionconfiguration',
  'GET /nox/public/v1/mysports/quickconnect',
  'GET /v1/public/countries',
  ...[
    '{alias}',
    'count',
    '{publicFacilityGroup}/config',
    '{externalId}/rating',
    'countbycity',
    'categories',
    'featureCategories',
    'bookingoptions',
    'additionalmenuentries',
    'forbookingportal',
    'forfilters',
    'formysportsguest',
    'forstudioconnect',
    'forwhitelabelapp',
    'forwhitelabelportal',
    'for-whitelabel-app',
    'for-whitelabel-portal',
  ].map((tail) => `GET /v1/public/studios/${tail}`),
  'GET /v1/public/studios',
  'GET /v1/public/facilities/categories',
  'GET /v1/public/universal-check-in/facilities',
  'POST /v1/public/event-logging/event',
];

/**
 * The calls issue #6 implements: every line of the booking areas, the check-in reservation lines, and the portal's
 * booking and master-data validation calls (day tickets belong to the commerce issue).
 */
const BOOKING_AREAS = new Set(['bookable', 'calendar', 'filters', 'benefit-trial', 'trialsession', 'penalties']);
const BOOKING_CALLS = table
  .filter(
    (row) =>
      BOOKING_AREAS.has(row.area) ||
      (row.area === 'checkin' && row.path.includes('checkinreservation')) ||
      row.area === 'masterdata' ||
      (row.area === 'booking' && !row.path.includes('daytickets')),
  )
  .map((row) => `${row.method} ${specPath(row)}`);

/**
 * The calls issue #7 implements: checkouts, payment instruments and methods, tokenization, payment requests, payments,
 * vouchers and virtual products, the day-ticket booking line and the payment lines of the `other` area.
 */
const COMMERCE_AREAS = new Set([
  'checkout',
  'instruments',
  'tokenization',
  'paymentmethods',
  'paymentrequest',
  'payments',
  'voucher',
  'virtualproducts',
]);
const COMMERCE_CALLS = table
  .filter(
    (row) =>
      COMMERCE_AREAS.has(row.area) ||
      (row.area === 'booking' && row.path.includes('daytickets')) ||
      (row.area === 'other' && row.path.includes('payment')),
  )
  .map((row) => `${row.method} ${specPath(row)}`);

function expectDeclaredAndAnswered(keys: string[]): void {
  for (const key of keys) {
    const [method, path] = key.split(' ') as [string, string];
    expect(declared.has(key), `${key} declared`).toBe(true);
    expect(isAnswered(method, path), `${key} answered`).toBe(true);
  }
}

function isAnswered(method: string, path: string): boolean {
  return t.app.hasRoute({ method: method as 'GET', url: toRouterPath(path) });
}

describe('the call table (spec/calls.tsv)', () => {
  it('declares and answers the foundation calls', () => {
    expectDeclaredAndAnswered(FOUNDATION_CALLS);
  });

  it('declares and answers the identity calls', () => {
    expectDeclaredAndAnswered(IDENTITY_CALLS);
  });

  it('declares and answers the discovery calls', () => {
    expectDeclaredAndAnswered(DISCOVERY_CALLS);
  });

  it('declares and answers the booking calls', () => {
    expectDeclaredAndAnswered(BOOKING_CALLS);
  });

  it('declares and answers the commerce calls', () => {
    expectDeclaredAndAnswered(COMMERCE_CALLS);
  });

  it('reports how many calls of the table are declared and answered', () => {
    const rows = table.map((row) => ({ ...row, key: `${row.method} ${specPath(row)}` }));
    const declaredRows = rows.filter((row) => declared.has(row.key));
    const answeredRows = declaredRows.filter((row) => isAnswered(row.method, specPath(row)));
    console.info(`calls.tsv: ${table.length} calls, ${declaredRows.length} declared, ${answeredRows.length} answered`);
    expect(answeredRows.length).toBe(declaredRows.length);
  });

  it('answers every declared call of the contract', () => {
    const unanswered = allCalls.filter((call) => !isAnswered(call.method, call.path)).map((call) => call.id);
    expect(unanswered).toEqual([]);
  });
});
