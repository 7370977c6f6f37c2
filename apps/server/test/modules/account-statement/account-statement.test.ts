import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCenterSettings } from '../../../src/modules/customer-center/schema.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const ACCOUNT = '/nox/v1/customercenter/account';
const BALANCE = '/nox/v1/customercenter/account/balance';

interface Entry {
  id: string;
  text: string;
  dueDate: string;
  amount: { amount: number; currency: string };
  open: boolean;
}

let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Kraftwerk grants every permission but these for the test. */
async function kraftwerkWithout(...names: CustomerCenterPermission[]) {
  await t.db
    .update(customerCenterSettings)
    .set({ permissions: CUSTOMER_CENTER_PERMISSIONS.filter((name) => !names.includes(name)) })
    .where(eq(customerCenterSettings.tenantId, 'kraftwerk'));
}

afterEach(() => kraftwerkWithout());

describe('the account statement', () => {
  it('lists Anna’s seeded entries with their due dates, and the open balance', async () => {
    const response = await asMember(t, anna, { url: ACCOUNT });
    expect(response.statusCode, response.body).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({ view: 'DETAILED', balance: { amount: 74.3, currency: 'EUR' } });
    expect(account.customerCreationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(account.bookingEntries.map((entry: Entry) => [entry.text, entry.dueDate, entry.open])).toEqual([
      ['Membership fee', isoDay(-40), false],
      ['Membership fee', isoDay(-10), true],
      ['Drinks flat rate', isoDay(-5), true],
      ['Towel service', isoDay(5), true],
    ]);
  });

  it('picks the entries by due date within the filter and says which filter it applied', async () => {
    const filter = { startDate: isoDay(-12), endDate: isoDay(0) };
    const response = await asMember(t, anna, {
      url: `${ACCOUNT}?startDate=${filter.startDate}&endDate=${filter.endDate}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().filterParameters).toEqual(filter);
    expect(response.json().bookingEntries.map((entry: Entry) => entry.text)).toEqual([
      'Membership fee',
      'Drinks flat rate',
    ]);
    expect(response.json().balance.amount).toBe(74.3);
  });

  it('refuses a start after the end', async () => {
    const response = await asMember(t, anna, { url: `${ACCOUNT}?startDate=${isoDay(0)}&endDate=${isoDay(-1)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('sums the entries per month of their due date with only the summarized view', async () => {
    await kraftwerkWithout('CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW');
    const account = (await asMember(t, anna, { url: ACCOUNT })).json();
    expect(account.view).toBe('SUMMARIZED');
    const entries: Entry[] = account.bookingEntries;
    expect(entries.every((entry) => /^\d{4}-\d{2}$/.test(entry.id) && entry.text === entry.id)).toBe(true);
    const total = entries.reduce((sum, entry) => sum + Math.round(entry.amount.amount * 100), 0);
    expect(total).toBe(4990 + 7430);
  });

  it('answers 403 FORBIDDEN without either view', async () => {
    await kraftwerkWithout('CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW', 'CUSTOMER_CENTER_ACCOUNT_SUMMARIZED_VIEW');
    const response = await asMember(t, anna, { url: ACCOUNT });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('shows another tenant’s member nothing of Anna’s', async () => {
    const response = await asMember(t, lukas, { url: ACCOUNT });
    expect(response.statusCode, response.body).toBe(200);
    const annas = (await asMember(t, anna, { url: ACCOUNT })).json().bookingEntries.map((entry: Entry) => entry.id);
    const ids = response.json().bookingEntries.map((entry: Entry) => entry.id);
    expect(ids.filter((id: string) => annas.includes(id))).toEqual([]);
    const asAnnasTenant = await asMember(t, lukas, { url: ACCOUNT, headers: { 'x-tenant': 'kraftwerk' } });
    expect(asAnnasTenant.statusCode).toBe(403);
  });
});

describe('the account balance', () => {
  it('answers what is open and how many entries it sums', async () => {
    const response = await asMember(t, anna, { url: BALANCE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ balance: { amount: 74.3, currency: 'EUR' }, openEntries: 3 });
  });

  it('answers 403 FORBIDDEN where the tenant does not let members pay their balance', async () => {
    const response = await asMember(t, lukas, { url: BALANCE });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });
});
