import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRefusalConfigs, accessRefusals } from '../../../src/modules/booking/schema.ts';
import { customerOfAccount } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60_000;

let anna: string;
let lukas: string;
let jordan: string;

beforeAll(async () => {
  [anna, lukas, jordan] = await Promise.all([
    logIn(t, DEMO_USERS.kraftwerk),
    logIn(t, DEMO_USERS.alpenfit),
    logIn(t, DEMO_USERS.lonestar),
  ]);
});

async function answer(cookie: string, url: string) {
  const response = await asMember(t, cookie, { url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An instant in the answer lies between `minDays` and `maxDays` from now. */
function expectDaysAhead(value: string, minDays: number, maxDays: number) {
  const days = (Date.parse(value) - Date.now()) / DAY;
  expect(days).toBeGreaterThan(minDays);
  expect(days).toBeLessThan(maxDays);
}

describe('no-show penalties', () => {
  it('tell Jordan that online booking and the entrance are blocked, and until when', async () => {
    const booking = await answer(jordan, '/nox/v1/noshowpenalty/isaccessblocked');
    expect(booking.accessBlocked).toBe(true);
    expectDaysAhead(booking.blockMySportsBookingUntil, 5, 8);

    const entrance = await answer(jordan, '/nox/v1/noshowpenalty/checkifentranceblocked');
    expect(entrance.entranceBlocked).toBe(true);
    expectDaysAhead(entrance.entranceLockUntil, 1, 4);
  });

  it('tell Anna that nothing is blocked', async () => {
    expect(await answer(anna, '/nox/v1/noshowpenalty/isaccessblocked')).toEqual({
      accessBlocked: false,
      blockMySportsBookingUntil: null,
    });
    expect(await answer(anna, '/nox/v1/noshowpenalty/checkifentranceblocked')).toEqual({
      entranceBlocked: false,
      entranceLockUntil: null,
    });
  });

  it('answer only for a logged-in member connected to the tenant', async () => {
    expect((await t.request('/nox/v1/noshowpenalty/isaccessblocked')).statusCode).toBe(403);
    const otherTenant = await asMember(t, anna, { url: '/nox/v1/noshowpenalty/isaccessblocked?tenant=lonestar' });
    expect(otherTenant.statusCode).toBe(403);
    expect(otherTenant.json().errorCode).toBe('NOT_CONNECTED_TO_TENANT');
    const badQuery = await asMember(t, anna, { url: '/nox/v1/noshowpenalty/isaccessblocked?tenant=' });
    expect(badQuery.statusCode).toBe(400);
  });
});

describe('access refusal', () => {
  it('answers each tenant’s rules, and the defaults for a tenant without its own', async () => {
    expect(await answer(jordan, '/nox/v1/accessrefusal/configuration')).toMatchObject({
      enabled: true,
      noShowsBeforeBlock: 2,
      entranceLockDays: 3,
      showReason: true,
    });
    await t.db.delete(accessRefusalConfigs).where(eq(accessRefusalConfigs.tenantId, 'kraftwerk'));
    expect(await answer(anna, '/nox/v1/accessrefusal/configuration?tenant=kraftwerk')).toEqual({
      enabled: true,
      noShowsBeforeBlock: 3,
      noShowPeriodDays: 30,
      blockDays: 7,
      entranceLockDays: 0,
      showReason: true,
    });
  });

  it('says whether the member is refused, with the reason only where the tenant shows it', async () => {
    expect(await answer(anna, '/nox/v1/accessrefusal/customer/status')).toEqual({
      refused: false,
      reason: null,
      refusedSince: null,
      refusedUntil: null,
    });

    const customerId = await customerOfAccount(t.db, DEMO_USERS.alpenfit, 'alpenfit');
    const since = new Date(Date.now() - DAY);
    await t.db
      .insert(accessRefusals)
      .values({ customerId, tenantId: 'alpenfit', reason: 'HOUSE_RULES', refusedSince: since });
    expect(await answer(lukas, '/nox/v1/accessrefusal/customer/status')).toEqual({
      refused: true,
      reason: 'HOUSE_RULES',
      refusedSince: since.toISOString(),
      refusedUntil: null,
    });

    await t.db
      .update(accessRefusalConfigs)
      .set({ showReason: false })
      .where(eq(accessRefusalConfigs.tenantId, 'alpenfit'));
    expect((await answer(lukas, '/nox/v1/accessrefusal/customer/status')).reason).toBeNull();

    // A refusal that has ended no longer counts.
    await t.db
      .update(accessRefusals)
      .set({ refusedUntil: new Date(Date.now() - 60_000) })
      .where(eq(accessRefusals.customerId, customerId));
    expect((await answer(lukas, '/nox/v1/accessrefusal/customer/status')).refused).toBe(false);
  });

  it('keeps the demo refusal of Sophie Keller, who has no login, for her open balance', async () => {
    const [refusal] = await t.db.select().from(accessRefusals).where(eq(accessRefusals.reason, 'OPEN_BALANCE'));
    expect(refusal).toMatchObject({ tenantId: 'alpenfit', refusedUntil: null });
  });
});
