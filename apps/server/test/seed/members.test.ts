import { isValidIban } from '@motus/contract';
import { count, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../src/modules/customers/schema.ts';
import { studioConnects } from '../../src/modules/identity/schema/studio-connects.ts';
import { users } from '../../src/modules/identity/schema/users.ts';
import { seedDemoData } from '../../src/seed/index.ts';
import { DEMO_PASSWORD, demoCustomers, demoUsers } from '../../src/seed/members.ts';
import { loginRequest } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function counts() {
  const [[userCount], [customerCount], [connectCount]] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(customers),
    t.db.select({ n: count() }).from(studioConnects),
  ]);
  return { users: userCount?.n, customers: customerCount?.n, connects: connectCount?.n };
}

it('loads demo accounts of every tenant that log in with the demo password', async () => {
  expect(await counts()).toEqual({ users: demoUsers.length, customers: demoCustomers.length, connects: 4 });
  for (const { row } of demoUsers) {
    expect((await loginRequest(t, row.email, DEMO_PASSWORD)).statusCode, row.email).toBe(200);
  }
});

it('gives demo customers valid IBANs', () => {
  for (const customer of demoCustomers) if (customer.iban) expect(isValidIban(customer.iban), customer.iban).toBe(true);
});

it('replaces the demo accounts when run again, and removes what was connected to them', async () => {
  await t.request({
    method: 'POST',
    url: '/v3/public/register',
    payload: {
      firstName: 'Kept',
      lastName: 'User',
      email: 'kept@example.com',
      password: 'Kept-Pass-1',
      acceptTermsAndConditions: true,
    },
  });
  const before = await counts();
  await seedDemoData(t.db);
  expect(await counts()).toEqual(before);
  const kept = await t.db
    .select()
    .from(users)
    .where(inArray(users.email, ['kept@example.com']));
  expect(kept).toHaveLength(1);
});
