import { basicAuthorization } from '@motus/contract/client';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEVICE_COOKIE } from '../../src/modules/identity/device-cookie.ts';
import { outbox } from '../../src/modules/mail/schema.ts';
import { SESSION_COOKIE } from '../../src/plugins/session.ts';
import { DEMO_PASSWORD } from '../../src/seed/members.ts';
import type { TestApp } from './test-app.ts';

export { DEMO_PASSWORD };

/** The demo accounts of the seed: one per tenant, each connected to its customer, and one connected to nothing. */
export const DEMO_USERS = {
  kraftwerk: 'anna.berger@kraftwerk.example',
  alpenfit: 'lukas.meier@alpenfit.example',
  lonestar: 'jordan.lee@lonestar.example',
  unconnected: 'max.neumann@motus.example',
} as const;

function cookieHeaderOf(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  return cookie?.value ? `${name}=${cookie.value}` : undefined;
}

/** The `cookie` header that carries the session a response set, if it set one. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  return cookieHeaderOf(response, SESSION_COOKIE);
}

/** The `cookie` header that carries the device cookie a response set, if it set one. */
export function deviceCookieOf(response: LightMyRequestResponse): string | undefined {
  return cookieHeaderOf(response, DEVICE_COOKIE);
}

/** A login from a browser without cookies, or with the given `cookie` header (a device cookie). */
export function loginRequest(t: TestApp, username: string, password: string, ip = '203.0.113.1', cookie?: string) {
  return t.request({
    method: 'POST',
    url: '/login',
    remoteAddress: ip,
    headers: { authorization: basicAuthorization(username, password), ...(cookie ? { cookie } : {}) },
  });
}

/** Logs in and answers the session cookie header. */
export async function logIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await loginRequest(t, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** A call as the logged-in member of the cookie. */
export function asMember(
  t: TestApp,
  cookie: string,
  options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
) {
  return t.request({
    method: (options.method ?? 'GET') as 'GET',
    url: options.url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    headers: { cookie, ...options.headers },
  });
}

/** The newest mail (of a template, when given) to an address, read from the outbox. */
export async function latestMail(t: TestApp, to: string, template?: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), template ? eq(outbox.template, template) : undefined))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

/** The code of the newest mail of a template to an address. */
export async function latestCode(t: TestApp, to: string, template?: string): Promise<string> {
  const mail = await latestMail(t, to, template);
  const code = mail?.variables.code;
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

let registrations = 0;

/** Registers, verifies and logs in a fresh account; answers its address and session cookie. */
export async function registeredMember(
  t: TestApp,
  password = 'Fresh-Start-7',
): Promise<{ email: string; cookie: string }> {
  registrations += 1;
  const email = `member${registrations}.${Date.now()}@example.com`;
  const registered = await t.request({
    method: 'POST',
    url: '/v3/public/register',
    remoteAddress: `198.51.100.${registrations}`,
    payload: { firstName: 'Test', lastName: 'Member', email, password, acceptTermsAndConditions: true },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const verified = await t.request({
    method: 'POST',
    url: '/v2/public/verify',
    payload: { email, code: await latestCode(t, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookie = sessionCookieOf(verified);
  if (!cookie) throw new Error('verification set no session cookie');
  return { email, cookie };
}
