import type { AnyCall } from '@motus/contract';
import * as contract from '@motus/contract';
import { readCallTable, specPath } from '@motus/contract/spec-tables';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asMember, registeredMember } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await registeredMember(t));
});

const IDENTITY_AREAS = ['auth', 'registration', 'studioconnect', 'migration'];
const IDENTITY_PREFIXES = ['identity.', 'profile.', 'registration.', 'studioConnect.', 'migration.'];
const identityCalls = contract.allCalls.filter((call) =>
  IDENTITY_PREFIXES.some((prefix) => call.id.startsWith(prefix)),
);

/** Inputs no call accepts: broken JSON, wrong JSON types, wrong content types, oversized bodies, bad ids. */
const GARBAGE: { name: string; payload: string | Buffer; contentType: string }[] = [
  { name: 'broken JSON', payload: '{"email": "a@b.c", ', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[1, 2, 3]', contentType: 'application/json' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
  { name: 'a JSON string', payload: '"hello"', contentType: 'application/json' },
  {
    name: 'wrong field types',
    payload: JSON.stringify({
      email: 42,
      code: ['1'],
      password: { a: 1 },
      firstName: null,
      customerCode: 7,
      iban: true,
      registerUuid: 'x',
      agreedToPrivacyPolicy: 'yes',
      currentPassword: 1,
      newPassword: [],
      phoneNumber: 12,
    }),
    contentType: 'application/json',
  },
  { name: 'a deeply nested body', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  {
    name: 'a 2 MB body',
    payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    contentType: 'application/json',
  },
  { name: 'plain text', payload: 'email=a@b.c', contentType: 'text/plain' },
  { name: 'a form', payload: 'email=a%40b.c&code=123456', contentType: 'application/x-www-form-urlencoded' },
  { name: 'multipart without boundary', payload: 'garbage', contentType: 'multipart/form-data' },
  {
    name: 'cut-off multipart',
    payload: '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    contentType: 'multipart/form-data; boundary=b',
  },
];

function urlOf(call: AnyCall, id: string): string {
  return call.path.replace(/\{[^}]+\}/g, id);
}

function expectClientError(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
}

function queryKeys(call: AnyCall): string[] {
  return call.query instanceof z.ZodObject ? Object.keys(call.query.shape) : [];
}

/** GET calls have no body to garble; their inputs are the path and the query. */
const callsWithBody = identityCalls.filter((call) => call.method !== 'GET');
const callsWithQuery = identityCalls.filter((call) => queryKeys(call).length > 0);
const callsWithPathId = identityCalls.filter((call) => call.path.includes('{'));

describe.each(callsWithBody.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', (_name, call) => {
  it.each(GARBAGE)('answers $name with a 4xx error body', async ({ payload, contentType }) => {
    const response = await t.request({
      method: call.method,
      url: urlOf(call, crypto.randomUUID()),
      payload,
      headers: { cookie, 'content-type': contentType, authorization: 'Basic %%%' },
    });
    expectClientError(response, `${call.id} with ${contentType}`);
    expect(response.json()).toMatchObject({ errorCode: expect.any(String), traceId: expect.any(String) });
  });
});

it.each(callsWithQuery.map((call) => [`${call.method} ${call.path}`, call] as const))(
  '%s answers a malformed query with 400',
  async (_name, call) => {
    const response = await asMember(t, cookie, {
      method: call.method,
      url: `${urlOf(call, crypto.randomUUID())}?email=%zz&registerUuid=not-a-uuid`,
    });
    expect(response.statusCode).toBe(400);
  },
);

it.each(callsWithPathId.map((call) => [`${call.method} ${call.path}`, call] as const))(
  '%s answers a malformed path id with 400',
  async (_name, call) => {
    const response = await asMember(t, cookie, { method: call.method, url: urlOf(call, 'not-a-uuid') });
    expect(response.statusCode).toBe(400);
  },
);

it('covers every identity call of the call table', () => {
  const declared = new Set(identityCalls.map((call) => `${call.method} ${call.path}`));
  const table = readCallTable()
    .filter((row) => IDENTITY_AREAS.includes(row.area) || specPath(row) === '/nox/v1/me/info')
    .map((row) => `${row.method} ${specPath(row)}`);
  expect(table.length).toBeGreaterThan(35);
  expect(table.filter((key) => !declared.has(key))).toEqual([]);
});
