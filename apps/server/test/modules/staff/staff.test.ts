import { allCalls, type StaffAmendment } from '@motus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../../../src/modules/identity/index.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { ANNA, call, documents, paymentChange, personalChange } from '../customer-data/customer-data-requests.ts';

const t = useTestApp();

/** The demo staff accounts (seed/members.ts). */
const KRAFTWERK_STAFF = 'team@kraftwerk.example';
const ALPENFIT_STAFF = 'team@alpenfit.example';

let anna = '';
let kraftwerkStaff = '';
let alpenfitStaff = '';

beforeAll(async () => {
  [anna, kraftwerkStaff, alpenfitStaff] = await Promise.all([
    logIn(t, DEMO_USERS.kraftwerk),
    logIn(t, KRAFTWERK_STAFF),
    logIn(t, ALPENFIT_STAFF),
  ]);
});

async function pendingFor(cookie: string): Promise<StaffAmendment[]> {
  const response = await asMember(t, cookie, { url: '/v1/staff/amendments' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffAmendment[]>();
}

function decide(cookie: string, id: string, payload: unknown) {
  return asMember(t, cookie, { method: 'POST', url: `/v1/staff/amendments/${id}/decision`, payload });
}

/** Anna asks for a change Kraftwerk must approve; the id of the waiting change. */
async function annaAsks(path: string, payload: unknown): Promise<string> {
  const response = await call(t, anna, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  const pending = response.json<{ pending: { id: string } | null }>().pending;
  if (!pending) throw new Error(`${path} applied at once; the seed's policy asks for approval`);
  return pending.id;
}

describe('the staff area', () => {
  it('knows a staff account and its tenant, and refuses members and guests', async () => {
    const me = await asMember(t, kraftwerkStaff, { url: '/v1/staff/me' });
    expect(me.json()).toMatchObject({ tenant: 'kraftwerk', name: 'Tom Krause', email: KRAFTWERK_STAFF });
    expect((await asMember(t, anna, { url: '/v1/staff/me' })).json()).toMatchObject({ errorCode: 'NOT_STAFF' });
    const guest = await t.request('/v1/staff/me');
    expect([guest.statusCode, guest.json().errorCode]).toEqual([403, 'NOT_LOGGED_IN']);
  });

  it('serves a staff account made by npm run staff:create', async () => {
    const account = { email: 'desk@alpenfit.example', firstName: 'Dana', lastName: 'Desk', password: 'Desk-pass-1' };
    await createStaffAccount(t.db, { tenant: 'alpenfit', ...account });
    const cookie = await logIn(t, account.email, account.password);
    expect((await asMember(t, cookie, { url: '/v1/staff/me' })).json()).toMatchObject({ tenant: 'alpenfit' });
  });

  it('applies a bank change: the member sees the new account and is mailed in German', async () => {
    const id = await annaAsks('paymentdata', paymentChange());
    const [listed] = (await pendingFor(kraftwerkStaff)).filter((amendment) => amendment.id === id);
    expect(listed).toMatchObject({
      group: 'PAYMENT',
      customer: { customerNumber: 'KW-100234', firstName: 'Anna', lastName: 'Berger' },
      previousValues: { iban: ANNA.iban },
      values: { iban: 'DE89370400440532013000' },
    });
    const decided = await decide(kraftwerkStaff, id, { decision: 'APPLY' });
    expect(decided.json()).toMatchObject({ id, status: 'APPLIED' });
    const payment = await call(t, anna, 'paymentdata');
    expect(payment.json()).toMatchObject({ data: { iban: 'DE89370400440532013000' }, pending: null });
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'amendment-applied');
    expect(mail?.subject).toBe('Ihre Änderung ist übernommen: Zahlungsdaten');
  });

  it('rejects a change only with a reason, which the member reads in the mail', async () => {
    const id = await annaAsks('personaldata', personalChange({ document: documents.marriageCertificate }));
    const proof = await asMember(t, kraftwerkStaff, { url: `/v1/staff/amendments/${id}/document` });
    expect([proof.statusCode, proof.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await decide(kraftwerkStaff, id, { decision: 'REJECT' })).json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
    });
    const rejected = await decide(kraftwerkStaff, id, { decision: 'REJECT', reason: 'Bitte Urkunde beilegen' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Bitte Urkunde beilegen' });
    expect((await decide(kraftwerkStaff, id, { decision: 'APPLY' })).json()).toMatchObject({
      errorCode: 'AMENDMENT_NOT_PENDING',
    });
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'amendment-rejected');
    expect(mail?.textBody).toContain('Bitte Urkunde beilegen');
  });
});

describe("staff of one tenant never reach another tenant's requests", () => {
  const staffCalls = allCalls.filter((candidate) => candidate.principal === 'staff');
  let kraftwerkRequest = '';

  beforeAll(async () => {
    kraftwerkRequest = await annaAsks('paymentdata', paymentChange({ accountHolder: 'Anna B. Berger' }));
  });

  it('walks every staff call of the contract', () => {
    expect(staffCalls.map((staffCall) => staffCall.id).sort()).toEqual([
      'staff.amendmentDocument',
      'staff.decideAmendment',
      'staff.decideIdlePeriod',
      'staff.idlePeriodDocument',
      'staff.me',
      'staff.pendingAmendments',
      'staff.pendingIdlePeriods',
    ]);
  });

  it.each(staffCalls.map((staffCall) => [staffCall.id, staffCall] as const))(
    '%s as Alpenfit staff, with Kraftwerk as the context, answers nothing of Kraftwerk',
    async (_id, staffCall) => {
      const response = await asMember(t, alpenfitStaff, {
        method: staffCall.method,
        url: staffCall.path.replace('{id}', kraftwerkRequest),
        headers: { 'x-tenant': 'kraftwerk' },
        ...(staffCall.method === 'POST' ? { payload: { decision: 'APPLY' } } : {}),
      });
      expect([200, 404], response.body).toContain(response.statusCode);
      expect(response.body).not.toContain(kraftwerkRequest);
      expect(response.body).not.toContain('KW-100234');
      expect(response.body.toLowerCase()).not.toContain('kraftwerk');
    },
  );

  it('left the Kraftwerk request waiting for Kraftwerk', async () => {
    expect((await pendingFor(kraftwerkStaff)).map((amendment) => amendment.id)).toContain(kraftwerkRequest);
  });
});
