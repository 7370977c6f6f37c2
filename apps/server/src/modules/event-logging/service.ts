import type { TrackingEvent } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { assertUsage } from '../../lib/usage-limit.ts';
import { insertTrackingEvent } from './repo.ts';

/** Events one source address may log per window: far more than a browsing visitor sends, far less than a flood. */
export const EVENTS_PER_SOURCE = { limit: 300, windowMs: 60 * 60 * 1000 };

const asText = (value: unknown) => (value === undefined || value === null ? null : String(value));

/**
 * Properties are kept as sent; the tenant and studio they name are copied to columns for reporting. A source past its
 * limit is refused with 429.
 */
export async function logEvent(db: Database, event: Required<TrackingEvent>, source: string): Promise<void> {
  await assertUsage(
    db,
    { key: `event-log:source:${source}`, ...EVENTS_PER_SOURCE },
    { message: 'Too many events from this address; please try again later' },
  );
  await insertTrackingEvent(db, {
    eventName: event.eventName,
    userId: event.userId,
    applicationName: event.applicationName,
    tenantId: asText(event.properties.tenantId),
    studioId: asText(event.properties.studioId),
    properties: event.properties,
  });
}
