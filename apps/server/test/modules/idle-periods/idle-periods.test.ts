import type { Contract, IdlePeriod, IdlePeriodList, StaffIdlePeriod } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../src/modules/contracts/schema.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { PDF_BYTES } from '../customer-data/customer-data-requests.ts';

const t = useTestApp();

const BASE = '/nox/v1/customercenter';
const ANNAS_CONTRACT = 'c0a1b2c3-0000-4000-8000-00000000a001';
const DOCTORS_NOTE = {
  fileName: 'attest.pdf',
  dataUrl: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`,
};

/** Today in Berlin (Kraftwerk; Zurich, Alpenfit, shares its day) as YYYY-MM-DD. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function monthsAfter(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

let anna = '';
let lukas = '';
let jordan = '';
let kraftwerkStaff = '';
let alpenfitStaff = '';

beforeAll(async () => {
  // Anna's seeded contract is past its minimum term; a younger one shows the end moving.
  await t.db
    .update(contracts)
    .set({ startDate: monthsAfter(today, -2), extensionDays: 0 })
    .where(eq(contracts.id, ANNAS_CONTRACT));
  [anna, lukas, jordan, kraftwerkStaff, alpenfitStaff] = await Promise.all([
    logIn(t, DEMO_USERS.kraftwerk),
    logIn(t, DEMO_USERS.alpenfit),
    logIn(t, DEMO_USERS.lonestar),
    logIn(t, 'team@kraftwerk.example'),
    logIn(t, 'team@alpenfit.example'),
  ]);
});

function get(cookie: string, path: string) {
  return asMember(t, cookie, { url: `${BASE}/${path}` });
}

function request(cookie: string, payload: unknown) {
  return asMember(t, cookie, { method: 'POST', url: `${BASE}/idleperiod`, payload });
}

function cancel(cookie: string, id: string) {
  return asMember(t, cookie, { method: 'DELETE', url: `${BASE}/idleperiod/${id}` });
}

function decide(cookie: string, id: string, payload: unknown) {
  return asMember(t, cookie, { method: 'POST', url: `/v1/staff/idleperiods/${id}/decision`, payload });
}

async function requested(cookie: string, payload: unknown): Promise<IdlePeriod> {
  const response = await request(cookie, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<IdlePeriod>();
}

async function annasContractEnd(): Promise<string | null> {
  const response = await get(anna, 'contract');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Contract[]>().find((contract) => contract.id === ANNAS_CONTRACT)?.endDate ?? null;
}

async function pendingFor(cookie: string): Promise<StaffIdlePeriod[]> {
  const response = await asMember(t, cookie, { url: '/v1/staff/idleperiods' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffIdlePeriod[]>();
}

describe('idle periods of a member', () => {
  it('tells Anna the rules: Kraftwerk verifies, from tomorrow to three months ahead, with a proof', async () => {
    expect((await get(anna, 'idleperiod/config')).json()).toEqual({
      createAllowed: true,
      verificationRequired: true,
      earliestPossibleStartDate: dayAfter(today, 1),
    });
    expect((await get(anna, 'idleperiod/datelimitations')).json()).toMatchObject({
      minDate: dayAfter(today, 1),
      firstPossibleStartDate: dayAfter(today, 1),
      minimumLengthDays: 7,
      maximumLengthMonths: 3,
    });
    expect((await get(anna, 'idleperiod/document/requirements')).json()).toMatchObject({ required: true });
    expect((await get(anna, 'idleperiod/iscreatebuttonvisible')).json()).toEqual({ visible: true });
    expect((await get(anna, 'idleperiod/firstpossiblestartdate')).json()).toEqual({
      firstPossibleStartDate: dayAfter(today, 1),
    });
  });

  it('lists the seeded past idle period and has none planned', async () => {
    const list = (await get(anna, 'idleperiods')).json<IdlePeriodList>();
    expect(list.current).toEqual([]);
    expect(list.past).toEqual([expect.objectContaining({ state: 'ACCEPTED', cancelable: false })]);
    expect((await asMember(t, anna, { url: '/nox/v2/customercenter/idleperiod' })).json()).toEqual({
      idlePeriod: null,
    });
    const [past] = list.past;
    expect((await cancel(anna, past?.id ?? '')).json()).toMatchObject({ errorCode: 'IDLE_PERIOD_NOT_CANCELABLE' });
  });

  it.each([
    ['a start today', { startDate: today, endDate: dayAfter(today, 10) }, 'IDLE_PERIOD_INVALID_START'],
    [
      'a start more than three months ahead',
      { startDate: dayAfter(monthsAfter(today, 3), 1), endDate: dayAfter(monthsAfter(today, 3), 20) },
      'IDLE_PERIOD_INVALID_START',
    ],
    ['six days', { startDate: dayAfter(today, 2), endDate: dayAfter(today, 7) }, 'IDLE_PERIOD_INVALID_LENGTH'],
    [
      'an end before the start',
      { startDate: dayAfter(today, 9), endDate: dayAfter(today, 2) },
      'IDLE_PERIOD_INVALID_LENGTH',
    ],
    [
      'more than three months',
      { startDate: dayAfter(today, 2), endDate: monthsAfter(dayAfter(today, 2), 3) },
      'IDLE_PERIOD_INVALID_LENGTH',
    ],
    ['no date', { startDate: 'tomorrow', endDate: dayAfter(today, 9) }, 'VALIDATION_FAILED'],
    [
      'no proof',
      { startDate: dayAfter(today, 2), endDate: dayAfter(today, 9), document: undefined },
      'IDLE_PERIOD_DOCUMENT_REQUIRED',
    ],
    [
      'a text file as proof',
      {
        startDate: dayAfter(today, 2),
        endDate: dayAfter(today, 9),
        document: { fileName: 'a.pdf', dataUrl: 'data:application/pdf;base64,aGVsbG8=' },
      },
      'IDLE_PERIOD_DOCUMENT_INVALID',
    ],
  ])('refuses %s with 400', async (_name, payload, errorCode) => {
    const response = await request(anna, { document: DOCTORS_NOTE, ...payload });
    expect([response.statusCode, response.json().errorCode]).toEqual([400, errorCode]);
  });

  it('accepts a week exactly and three months exactly as lengths', async () => {
    const start = dayAfter(today, 40);
    const longest = { startDate: start, endDate: dayAfter(monthsAfter(start, 3), -1), document: DOCTORS_NOTE };
    const period = await requested(anna, longest);
    expect(period).toMatchObject({ state: 'PENDING', documentFileName: 'attest.pdf', cancelable: true });
    expect((await cancel(anna, period.id)).json()).toMatchObject({ state: 'CANCELED', cancelable: false });
    const week = await requested(anna, { startDate: start, endDate: dayAfter(start, 6), document: DOCTORS_NOTE });
    expect((await cancel(anna, week.id)).json()).toMatchObject({ state: 'CANCELED' });
  });

  it('takes one of five overlapping requests sent at once and refuses the others with 409', async () => {
    const start = dayAfter(today, 50);
    const payload = { startDate: start, endDate: dayAfter(start, 9), document: DOCTORS_NOTE };
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(anna, payload)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const taken = answers.find((answer) => answer.statusCode === 200)?.json<IdlePeriod>();
    expect((await cancel(anna, taken?.id ?? '')).json()).toMatchObject({ state: 'CANCELED' });
  });

  it('keeps Lone Star members out (403 without the read permission)', async () => {
    const response = await get(jordan, 'idleperiods');
    expect([response.statusCode, response.json().errorCode]).toEqual([403, 'FORBIDDEN']);
  });

  it('accepts an Alpenfit request at once, without proof', async () => {
    expect((await get(lukas, 'idleperiod/config')).json()).toMatchObject({ verificationRequired: false });
    const period = await requested(lukas, { startDate: dayAfter(today, 3), endDate: dayAfter(today, 16) });
    expect(period).toMatchObject({ state: 'ACCEPTED', cancelable: true });
    expect((await pendingFor(alpenfitStaff)).map((pending) => pending.id)).not.toContain(period.id);
    expect((await cancel(lukas, period.id)).json()).toMatchObject({ state: 'CANCELED' });
  });
});

describe('the studio decides', () => {
  it('accepts a request: the contract ends later by its length, Anna is mailed and may still cancel', async () => {
    const endBefore = await annasContractEnd();
    if (!endBefore) throw new Error('Anna has no contract end');
    const period = await requested(anna, {
      startDate: dayAfter(today, 5),
      endDate: dayAfter(today, 18),
      document: DOCTORS_NOTE,
    });
    const overlap = await request(anna, {
      startDate: dayAfter(today, 18),
      endDate: dayAfter(today, 30),
      document: DOCTORS_NOTE,
    });
    expect([overlap.statusCode, overlap.json().errorCode]).toEqual([409, 'IDLE_PERIOD_OVERLAP']);
    expect((await pendingFor(kraftwerkStaff)).find((pending) => pending.id === period.id)).toMatchObject({
      customer: { customerNumber: 'KW-100234', firstName: 'Anna' },
      document: { fileName: 'attest.pdf' },
    });
    const proof = await asMember(t, kraftwerkStaff, { url: `/v1/staff/idleperiods/${period.id}/document` });
    expect([proof.statusCode, proof.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(proof.rawPayload.equals(PDF_BYTES)).toBe(true);

    expect((await decide(kraftwerkStaff, period.id, { decision: 'APPLY' })).json()).toMatchObject({
      status: 'ACCEPTED',
    });
    expect(await annasContractEnd()).toBe(dayAfter(endBefore, 14));
    expect((await latestMail(t, DEMO_USERS.kraftwerk, 'idle-period-accepted'))?.subject).toBe(
      'Ihre Ruhezeit ist genehmigt',
    );
    const again = await decide(kraftwerkStaff, period.id, { decision: 'REJECT', reason: 'Zu spät' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'IDLE_PERIOD_NOT_PENDING']);
    expect((await asMember(t, anna, { url: '/nox/v2/customercenter/idleperiod' })).json()).toMatchObject({
      idlePeriod: { id: period.id, state: 'ACCEPTED', cancelable: true },
    });

    expect((await cancel(anna, period.id)).json()).toMatchObject({ state: 'CANCELED' });
    expect(await annasContractEnd()).toBe(endBefore);
  });

  it('rejects with a reason the member reads; a rejected period cannot be cancelled', async () => {
    const period = await requested(anna, {
      startDate: dayAfter(today, 20),
      endDate: dayAfter(today, 30),
      document: DOCTORS_NOTE,
    });
    const withoutReason = await decide(kraftwerkStaff, period.id, { decision: 'REJECT' });
    expect(withoutReason.statusCode).toBe(400);
    await decide(kraftwerkStaff, period.id, { decision: 'REJECT', reason: 'Attest unleserlich' });
    const list = (await get(anna, 'idleperiods')).json<IdlePeriodList>();
    expect(list.past.find((past) => past.id === period.id)).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'Attest unleserlich',
    });
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'idle-period-rejected');
    expect(mail?.textBody).toContain('Attest unleserlich');
    expect((await cancel(anna, period.id)).json()).toMatchObject({ errorCode: 'IDLE_PERIOD_NOT_CANCELABLE' });
  });

  it("gives staff of another tenant nothing of Kraftwerk's requests", async () => {
    const period = await requested(anna, {
      startDate: dayAfter(today, 40),
      endDate: dayAfter(today, 50),
      document: DOCTORS_NOTE,
    });
    expect((await pendingFor(alpenfitStaff)).map((pending) => pending.id)).not.toContain(period.id);
    const proof = await asMember(t, alpenfitStaff, { url: `/v1/staff/idleperiods/${period.id}/document` });
    expect([proof.statusCode, proof.json().errorCode]).toEqual([404, 'IDLE_PERIOD_NOT_FOUND']);
    const decided = await decide(alpenfitStaff, period.id, { decision: 'APPLY' });
    expect([decided.statusCode, decided.json().errorCode]).toEqual([404, 'IDLE_PERIOD_NOT_FOUND']);
    expect((await get(anna, 'idleperiods')).json<IdlePeriodList>().current).toEqual([
      expect.objectContaining({ id: period.id, state: 'PENDING' }),
    ]);
  });

  it('lets the member replace the proof while the request waits', async () => {
    const [waiting] = (await get(anna, 'idleperiods')).json<IdlePeriodList>().current;
    const response = await asMember(t, anna, {
      method: 'POST',
      url: `${BASE}/idleperiod/document`,
      payload: { idlePeriodId: waiting?.id, document: { ...DOCTORS_NOTE, fileName: 'attest-neu.pdf' } },
    });
    expect(response.json()).toMatchObject({ documentFileName: 'attest-neu.pdf', state: 'PENDING' });
  });
});
