import type { Database } from '../../db/client.ts';
import { type NewTrackingEventRow, trackingEvents } from './schema.ts';

export async function insertTrackingEvent(db: Database, event: NewTrackingEventRow): Promise<void> {
  await db.insert(trackingEvents).values(event);
}
