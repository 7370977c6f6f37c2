import type { HistoricUtilization, TodayUtilization, Utilization, UtilizationLimits } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkins, utilizationSettings } from '../../../src/modules/utilization/schema.ts';
import { currentUtilization, historicUtilization, todayUtilization } from '../../../src/modules/utilization/service.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const HAMBURG = 1210001003;
const ZURICH = 1320002001;
const visitor = { user: null };
/** A Wednesday, 18:30 in Hamburg (CEST, UTC+2). */
const NOW = new Date('2030-05-15T16:30:00Z');

const visit = (checkin: string, checkout: string | null) => ({
  tenantId: 'kraftwerk',
  studioId: HAMBURG,
  memberToken: 'test',
  checkinTime: new Date(checkin),
  checkoutTime: checkout ? new Date(checkout) : null,
});

beforeAll(async () => {
  await t.db.delete(checkins).where(eq(checkins.studioId, HAMBURG));
  await t.db.update(utilizationSettings).set({ capacity: 4 }).where(eq(utilizationSettings.studioId, HAMBURG));
  await t.db.insert(checkins).values([
    visit('2030-05-15T16:00:00Z', null),
    visit('2030-05-15T16:10:00Z', null),
    visit('2030-05-15T15:00:00Z', '2030-05-15T16:00:00Z'),
    // Never checked out: counts for six hours only.
    visit('2030-05-15T08:00:00Z', null),
    visit('2030-05-15T08:30:00Z', '2030-05-15T09:30:00Z'),
    // The two Wednesdays before, 19:00 to 20:00 local: two people, then four.
    visit('2030-05-08T17:00:00Z', '2030-05-08T18:00:00Z'),
    visit('2030-05-08T17:00:00Z', '2030-05-08T18:00:00Z'),
    ...Array.from({ length: 4 }, () => visit('2030-05-01T17:00:00Z', '2030-05-01T18:00:00Z')),
  ]);
});

describe('utilization figures from check-ins', () => {
  it('counts the people checked in now against capacity', async () => {
    expect(await currentUtilization(t.db, HAMBURG, visitor, NOW)).toEqual({
      studioId: HAMBURG,
      timestamp: NOW.toISOString(),
      activeCheckins: 2,
      capacity: 4,
      percentage: 50,
      level: 'MEDIUM',
    });
  });

  it('averages presence per hour of today in the studio’s zone, up to now', async () => {
    const today = await todayUtilization(t.db, HAMBURG, visitor, NOW);
    expect(today.date).toBe('2030-05-15');
    expect(today.hours).toHaveLength(19);
    const byHour = today.hours.map((hour) => hour.averageCheckins);
    expect(byHour.slice(9, 19)).toEqual([0, 1.5, 1.5, 1, 1, 1, 1, 0, 1, 1.7]);
    expect(today.hours[10]).toMatchObject({ startDateTime: '2030-05-15T08:00:00.000Z', percentage: 38, level: 'LOW' });
  });

  it('averages an hour of the weekday over past weeks', async () => {
    const historic = await historicUtilization(t.db, { studioId: HAMBURG, viewer: visitor, weeks: 2 }, NOW);
    expect(historic.dayOfWeek).toBe('WEDNESDAY');
    expect(historic.hours).toHaveLength(24);
    expect(historic.hours[19]).toEqual({ hour: 19, averageCheckins: 3, percentage: 75, level: 'HIGH' });
    expect(historic.hours[18]?.averageCheckins).toBe(0);
    const tuesday = await historicUtilization(
      t.db,
      { studioId: HAMBURG, viewer: visitor, dayOfWeek: 'TUESDAY', weeks: 2 },
      NOW,
    );
    expect(tuesday.hours.every((hour) => hour.averageCheckins === 0)).toBe(true);
  });
});

describe('utilization calls', () => {
  it('answer the current figures, the active check-ins and today', async () => {
    const current = await t.request(`/nox/public/v1/studios/${HAMBURG}/utilization`);
    expect(current.json<Utilization>()).toMatchObject({ studioId: HAMBURG, capacity: 4 });
    const active = await t.request(`/nox/public/v2/studios/${HAMBURG}/utilization/active-checkin`);
    expect(active.json()).toMatchObject({ studioId: HAMBURG, activeCheckins: expect.any(Number) });
    const today = (await t.request(`/nox/public/v2/studios/${HAMBURG}/utilization/today`)).json<TodayUtilization>();
    expect(today.zoneId).toBe('Europe/Berlin');
    expect(today.hours.length).toBeGreaterThan(0);
  });

  it('answer the seeded history of a demo studio', async () => {
    const response = await t.request(`/nox/public/v2/studios/1210001001/utilization/historic?dayOfWeek=MONDAY`);
    const historic = response.json<HistoricUtilization>();
    expect(historic.weeks).toBe(8);
    const evening = historic.hours[18]?.averageCheckins ?? 0;
    expect(evening).toBeGreaterThan(historic.hours[10]?.averageCheckins ?? 0);
    expect(historic.hours[3]?.averageCheckins).toBe(0);
  });

  it('answer the level limits', async () => {
    const response = await t.request(`/nox/v2/studios/${HAMBURG}/utilization/indicator/limits`);
    expect(response.statusCode).toBe(403);
    const limits = (
      await t.request(`/nox/public/v2/studios/${HAMBURG}/utilization/indicator/limits`)
    ).json<UtilizationLimits>();
    expect(limits).toEqual({
      studioId: HAMBURG,
      capacity: 4,
      limits: [
        { level: 'LOW', fromPercentage: 0, toPercentage: 40 },
        { level: 'MEDIUM', fromPercentage: 40, toPercentage: 75 },
        { level: 'HIGH', fromPercentage: 75, toPercentage: 100 },
      ],
    });
  });

  it('show a members-only studio to its own members only', async () => {
    const reveal = `/nox/public/v1/studios/${ZURICH}/utilization/reveal`;
    expect((await t.request(reveal)).json()).toEqual({ studioId: ZURICH, reveal: false, visibility: 'MEMBERS' });
    expect((await t.request(`/nox/public/v1/studios/${ZURICH}/utilization`)).json()).toMatchObject({
      errorCode: 'UTILIZATION_NOT_REVEALED',
    });
    const member = await logIn(t, DEMO_USERS.alpenfit);
    expect((await asMember(t, member, { url: `/nox/v1/studios/${ZURICH}/utilization/reveal` })).json()).toMatchObject({
      reveal: true,
    });
    expect((await asMember(t, member, { url: `/nox/v1/studios/${ZURICH}/utilization` })).statusCode).toBe(200);
    const stranger = await logIn(t, DEMO_USERS.kraftwerk);
    const refused = await asMember(t, stranger, { url: `/nox/v2/studios/${ZURICH}/utilization/today` });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    '/nox/public/v1/studios/abc/utilization',
    '/nox/public/v2/studios/1210001001/utilization/historic?dayOfWeek=FUNDAY',
    '/nox/public/v2/studios/1210001001/utilization/historic?weeks=9',
  ])('refuse %s with 400', async (url) => {
    expect((await t.request(url)).statusCode).toBe(400);
  });

  it('answer an unknown studio with 404', async () => {
    expect((await t.request('/nox/public/v1/studios/999/utilization/reveal')).statusCode).toBe(404);
  });
});
