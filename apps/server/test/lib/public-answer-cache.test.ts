import type { CourseAppointment, Studio, Utilization } from '@motus/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerOf, PublicAnswerCache } from '../../src/lib/public-answer-cache.ts';
import { appointments } from '../../src/modules/booking/schema.ts';
import { insertContacts } from '../../src/modules/studios/repo.ts';
import { studios } from '../../src/modules/studios/schema.ts';
import { checkins } from '../../src/modules/utilization/schema.ts';
import { BERLIN, createAppointment } from '../helpers/booking-factory.ts';
import { DEMO_USERS, logIn } from '../helpers/identity.ts';
import { useSecondApp, useSecondInstance } from '../helpers/second-instance.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const instanceDb = useSecondInstance(t);
const instanceRequest = useSecondApp(t);

const STUDIO_URL = `/nox/public/v1/studios/${BERLIN.studioId}`;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Asks often enough that an answer kept by the server is what comes back (the first request only learns its tenant).
 */
async function warm(url: string, headers: Record<string, string> = {}) {
  let response = await t.request({ url, headers });
  for (let round = 0; round < 2; round += 1) response = await t.request({ url, headers });
  return response;
}

async function studioName(): Promise<string> {
  return (await t.request(STUDIO_URL)).json<Studio>().name;
}

function scheduleUrl(from: Date): string {
  const until = new Date(from.getTime() + 7 * DAY_MS);
  return `/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}&startDate=${from.toISOString()}&endDate=${until.toISOString()}`;
}

describe('public answers kept by the server', () => {
  it('carry an ETag, Cache-Control public with stale-while-revalidate and Vary, and answer a matching ETag with 304', async () => {
    const response = await warm(STUDIO_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=30');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('X-Tenant');
    const etag = String(response.headers.etag);
    const again = await t.request({ url: STUDIO_URL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.request({ url: STUDIO_URL, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json<Studio>().id).toBe(BERLIN.studioId);
  });

  it('keep refusals out of caches', async () => {
    const response = await warm('/nox/public/v1/studios/1999999999');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are served from the server while nothing they are made of changes', async () => {
    await warm(STUDIO_URL);
    const before = await studioName();
    // With its version trigger off, a rename is invisible to the cache: what comes back is the kept answer.
    await t.db.execute(sql`alter table studios disable trigger public_cache_update`);
    try {
      await t.db.update(studios).set({ name: 'Unseen Rename' }).where(eq(studios.id, BERLIN.studioId));
      expect(await studioName()).toBe(before);
    } finally {
      await t.db.update(studios).set({ name: before }).where(eq(studios.id, BERLIN.studioId));
      await t.db.execute(sql`alter table studios enable trigger public_cache_update`);
    }
  });

  it('show a direct update of the studio at once, as staff tools or the seed would make it', async () => {
    await warm(STUDIO_URL);
    const before = await studioName();
    await t.db.update(studios).set({ name: 'Kraftwerk Berlin Renamed' }).where(eq(studios.id, BERLIN.studioId));
    expect(await studioName()).toBe('Kraftwerk Berlin Renamed');
    await t.db.execute(sql`update studios set name = ${before} where id = ${BERLIN.studioId}`);
    expect(await studioName()).toBe(before);
  });

  it('show a contact added through the repo at once, also in the studio lists', async () => {
    const list = '/nox/public/v1/studios?tenant=kraftwerk';
    await warm(STUDIO_URL);
    await warm(list);
    await warm('/v1/public/studios?size=100');
    await insertContacts(t.db, [
      { tenantId: BERLIN.tenant, studioId: BERLIN.studioId, type: 'FAX', value: '+49 30 555 0199', position: 99 },
    ]);
    const fax = { type: 'FAX', value: '+49 30 555 0199' };
    expect((await t.request(STUDIO_URL)).json<Studio>().contacts).toContainEqual(fax);
    const berlin = (await t.request(list)).json<Studio[]>().find((studio) => studio.id === BERLIN.studioId);
    expect(berlin?.contacts).toContainEqual(fax);
  });

  it('show a change made through another instance on the same database in every instance', async () => {
    for (const index of [0, 1, 0, 1, 0, 1]) {
      expect((await instanceRequest(index, { url: STUDIO_URL })).statusCode).toBe(200);
    }
    await instanceDb(1)
      .update(studios)
      .set({ name: 'Kraftwerk Berlin Elsewhere' })
      .where(eq(studios.id, BERLIN.studioId));
    for (const index of [0, 1]) {
      expect((await instanceRequest(index, { url: STUDIO_URL })).json<Studio>().name).toBe(
        'Kraftwerk Berlin Elsewhere',
      );
    }
  });

  it("never answer one tenant's request with another tenant's kept answer", async () => {
    const list = '/nox/public/v1/studios';
    const kraftwerk = await warm(list, { 'x-tenant': 'kraftwerk' });
    const alpenfit = await warm(list, { 'x-tenant': 'alpenfit' });
    const tenantsOf = (answer: Studio[]) => [...new Set(answer.map((studio) => studio.magiclineTenant))];
    expect(tenantsOf(kraftwerk.json<Studio[]>())).toEqual(['kraftwerk']);
    expect(tenantsOf(alpenfit.json<Studio[]>())).toEqual(['alpenfit']);

    const schedule = scheduleUrl(new Date());
    expect((await warm(schedule, { 'x-tenant': 'kraftwerk' })).statusCode).toBe(200);
    expect((await warm(schedule, { 'x-tenant': 'alpenfit' })).statusCode).toBe(404);
  });

  it('show the free places of a schedule at once when a place is taken', async () => {
    const appointment = await createAppointment(t.db, { maxParticipants: 10 });
    const url = scheduleUrl(new Date(appointment.startAt.getTime() - DAY_MS));
    const placesOf = async () =>
      (await t.request(url)).json<CourseAppointment[]>().find((item) => item.id === appointment.id)?.bookedParticipants;
    await warm(url);
    expect(await placesOf()).toBe(0);
    // The counters move as a booking moves them: no master data changes, so only the live read can show it.
    await t.db
      .update(appointments)
      .set({ bookedParticipants: sql`${appointments.bookedParticipants} + 1` })
      .where(eq(appointments.id, appointment.id));
    expect(await placesOf()).toBe(1);
  });

  it('show a check-in in the utilization at once', async () => {
    const url = `/nox/public/v1/studios/${BERLIN.studioId}/utilization`;
    const before = (await warm(url)).json<Utilization>().activeCheckins;
    await t.db.insert(checkins).values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      memberToken: 'cache-test',
      checkinTime: new Date(Date.now() - 60_000),
    });
    expect((await t.request(url)).json<Utilization>().activeCheckins).toBe(before + 1);
  });

  it('are never kept for a member call', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const url = scheduleUrl(new Date()).replace('/nox/public/', '/nox/');
    const response = await warm(url, { cookie, 'x-tenant': BERLIN.tenant });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('PublicAnswerCache', () => {
  const answer = (body: string) => answerOf(body, { tenant: 'kraftwerk', liveState: undefined, stamp: '1' });

  it('keeps answers up to its size and drops the least recently used first', () => {
    // Each entry counts its key and body: 10.
    const cache = new PublicAnswerCache(25);
    cache.set('a', answer('x'.repeat(9)));
    cache.set('b', answer('y'.repeat(9)));
    expect(cache.get('a')?.body).toHaveLength(9);
    cache.set('c', answer('z'.repeat(9)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('replaces an answer under the same key without counting it twice', () => {
    const cache = new PublicAnswerCache(25);
    for (let round = 0; round < 10; round += 1) cache.set('a', answer('x'.repeat(9)));
    cache.set('b', answer('y'.repeat(9)));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeDefined();
  });
});
