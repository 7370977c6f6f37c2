import { TRACKING_EVENT_LIMITS } from '@motus/contract';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingEvents } from '../../../src/modules/event-logging/schema.ts';
import { EVENTS_PER_SOURCE } from '../../../src/modules/event-logging/service.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { limitOf, setUsage } from '../../helpers/usage-factory.ts';

const t = useTestApp();
const URL = '/v1/public/event-logging/event';

const event = {
  eventName: 'STUDIO_PAGE_VIEW',
  userId: 'c1f0b5a2-session',
  applicationName: 'MS_FRONTEND',
  properties: { studioId: 1210001001, tenantId: 'kraftwerk', route: '/studio', loggedInUser: false },
};

describe('POST /v1/public/event-logging/event', () => {
  it('stores the event and answers 204', async () => {
    const response = await t.request({ method: 'POST', url: URL, payload: event });
    expect(response.statusCode).toBe(204);
    const [stored] = await t.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1);
    expect(stored).toMatchObject({
      eventName: 'STUDIO_PAGE_VIEW',
      applicationName: 'MS_FRONTEND',
      tenantId: 'kraftwerk',
      studioId: '1210001001',
      properties: event.properties,
    });
  });

  it.each([
    { ...event, eventName: '' },
    { ...event, applicationName: 'OTHER' },
    { ...event, userId: undefined },
    { ...event, properties: { nested: { no: true } } },
    { ...event, properties: Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`p${index}`, index])) },
    { ...event, properties: { refererUrl: `https://example.com/${'a'.repeat(TRACKING_EVENT_LIMITS.valueLength)}` } },
    { ...event, properties: { ['k'.repeat(TRACKING_EVENT_LIMITS.keyLength + 1)]: 1 } },
  ])('refuses a malformed or oversized event with 400', async (payload) => {
    const response = await t.request({ method: 'POST', url: URL, payload });
    expect(response.statusCode).toBe(400);
  });

  it(`refuses a body over ${TRACKING_EVENT_LIMITS.bodyBytes} bytes with 413, even of allowed properties`, async () => {
    const value = 'x'.repeat(TRACKING_EVENT_LIMITS.valueLength);
    const properties = Object.fromEntries(
      Array.from({ length: TRACKING_EVENT_LIMITS.properties }, (_, index) => [`p${index}`, value]),
    );
    const response = await t.request({ method: 'POST', url: URL, payload: { ...event, properties } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it(`takes ${EVENTS_PER_SOURCE.limit} events an hour from one source address, then answers 429`, async () => {
    const source = '203.0.113.60';
    await setUsage(t.db, `event-log:source:${source}`, EVENTS_PER_SOURCE, EVENTS_PER_SOURCE.limit - 1);
    const post = (remoteAddress: string) => t.request({ method: 'POST', url: URL, payload: event, remoteAddress });
    expect((await post(source)).statusCode).toBe(204);
    const refused = await post(source);
    expect(limitOf(refused)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    expect(refused.json().traceId).toBeDefined();
    expect((await post('203.0.113.61')).statusCode).toBe(204);
  });

  it('needs the web client header', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: event });
    expect(response.statusCode).toBe(403);
  });
});
