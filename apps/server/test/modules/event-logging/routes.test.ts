import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingEvents } from '../../../src/modules/event-logging/schema.ts';
import { useTestApp } from '../../helpers/test-app.ts';

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
    { ...event, properties: Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`p${index}`, index])) },
  ])('refuses a malformed event with 400', async (payload) => {
    const response = await t.request({ method: 'POST', url: URL, payload });
    expect(response.statusCode).toBe(400);
  });

  it('needs the web client header', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: event });
    expect(response.statusCode).toBe(403);
  });
});
