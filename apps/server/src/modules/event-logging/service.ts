import type { TrackingEvent } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { insertTrackingEvent } from './repo.ts';

const asText = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** Properties are kept as sent; the tenant and studio they name are copied to columns for reporting. */
export function logEvent(db: Database, event: Required<TrackingEvent>): Promise<void> {
  return insertTrackingEvent(db, {
    eventName: event.eventName,
    userId: event.userId,
    applicationName: event.applicationName,
    tenantId: asText(event.properties.tenantId),
    studioId: asText(event.properties.studioId),
    properties: event.properties,
  });
}
