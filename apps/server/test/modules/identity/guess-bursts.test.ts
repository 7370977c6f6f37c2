import { basicAuthorization } from '@motus/contract/client';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CodePurpose } from '../../../src/modules/identity/schema/verification-codes.ts';
import { verificationCodes } from '../../../src/modules/identity/schema/verification-codes.ts';
import { asMember, latestCode, registeredMember } from '../../helpers/identity.ts';
import { useSecondApp } from '../../helpers/second-instance.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const requestOn = useSecondApp(t);

/** More than the whole per-address allowance of every limit, so that only the per-account limits can stop a burst. */
const BURST = 200;

/** A different source address for every request: the attacker rotates addresses. */
function sourceOf(index: number): string {
  return `10.${Math.floor(index / 250) + 1}.${index % 250}.7`;
}

/** Six-digit codes that are all wrong. */
function wrongCodes(right: string, count: number): string[] {
  const codes: string[] = [];
  for (let candidate = 0; codes.length < count; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (code !== right) codes.push(code);
  }
  return codes;
}

/** Fires every request at once, half of them at a second server instance on PostgreSQL. */
function burst(requests: InjectOptions[]): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    requests.map((options, index) => requestOn(index, { remoteAddress: sourceOf(index), ...options })),
  );
}

/** The answers that evaluated the secret: everything the limit did not refuse with 429. */
function evaluated(answers: LightMyRequestResponse[]): number {
  return answers.filter((answer) => answer.statusCode !== 429).length;
}

/** How often the live code of the address was compared: every try is counted before the comparison. */
async function codeTries(email: string, purpose: CodePurpose): Promise<number | undefined> {
  const [row] = await t.db
    .select({ tries: verificationCodes.failedAttempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email.toLowerCase()), eq(verificationCodes.purpose, purpose)));
  return row?.tries;
}

function statuses(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

describe(`a burst of ${BURST} concurrent guesses`, () => {
  it('evaluates at most 10 passwords of one account, and refuses the right one afterwards', async () => {
    const { email } = await registeredMember(t, 'Right-Password-1');
    const answers = await burst(
      Array.from({ length: BURST }, (_, index) => ({
        method: 'POST' as const,
        url: '/login',
        headers: { authorization: basicAuthorization(email, `Wrong-Password-${index}`) },
      })),
    );
    expect(evaluated(answers), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(10);
    const right = await t.request({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.99.0.1',
      headers: { authorization: basicAuthorization(email, 'Right-Password-1') },
    });
    expect(right.statusCode).toBe(429);
  });

  it('evaluates at most 5 password reset codes, and refuses the right code afterwards', async () => {
    const { email } = await registeredMember(t);
    await t.request({ method: 'POST', url: '/v1/public/user/resetpassword', payload: { email } });
    const code = await latestCode(t, email, 'password-reset');
    const url = '/v2/public/user/changepassword';
    const answers = await burst(
      wrongCodes(code, BURST).map((wrong) => ({
        method: 'POST' as const,
        url,
        payload: { email, code: wrong, password: 'Taken-Over-1' },
      })),
    );
    expect(evaluated(answers), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(10);
    expect(await codeTries(email, 'RESET_PASSWORD')).toBeLessThanOrEqual(5);
    const right = await t.request({ method: 'POST', url, payload: { email, code, password: 'Taken-Over-1' } });
    expect([400, 429]).toContain(right.statusCode);
  });

  it('evaluates at most 5 registration codes, and refuses the right code afterwards', async () => {
    const email = `burst.${Date.now()}@example.com`;
    const registered = await t.request({
      method: 'POST',
      url: '/v3/public/register',
      payload: {
        firstName: 'Burst',
        lastName: 'Test',
        email,
        password: 'Burst-Pass-1',
        acceptTermsAndConditions: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const code = await latestCode(t, email);
    const answers = await burst(
      wrongCodes(code, BURST).map((wrong) => ({
        method: 'POST' as const,
        url: '/v1/public/verify',
        payload: { email, code: wrong },
      })),
    );
    expect(evaluated(answers), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(10);
    expect(await codeTries(email, 'REGISTER')).toBeLessThanOrEqual(5);
    const right = await t.request({ method: 'POST', url: '/v1/public/verify', payload: { email, code } });
    expect([400, 429]).toContain(right.statusCode);
  });

  it('evaluates at most 10 studio connect details of one account, and refuses the right ones afterwards', async () => {
    const { cookie } = await registeredMember(t);
    const answers = await burst(
      Array.from({ length: BURST }, (_, index) => ({
        method: 'POST' as const,
        url: '/v1/me/studioconnects/withcustomercode',
        headers: { cookie },
        payload: { tenant: 'kraftwerk', customerCode: 'KW-100245', dateOfBirth: wrongBirthDate(index) },
      })),
    );
    expect(evaluated(answers), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(10);
    const right = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/studioconnects/withcustomercode',
      payload: { tenant: 'kraftwerk', customerCode: 'KW-100245', dateOfBirth: '1986-11-03' },
    });
    expect(right.statusCode).toBe(429);
  });
});

/** A birth date in 1950 and later that is not the customer's (1986-11-03). */
function wrongBirthDate(index: number): string {
  const date = new Date(Date.UTC(1950, 0, 1 + index));
  return date.toISOString().slice(0, 10);
}
