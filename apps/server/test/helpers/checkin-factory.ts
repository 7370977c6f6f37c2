import type { Database } from '../../src/db/client.ts';
import { addDays, formatLocalDate, localDateOf, zonedInstant } from '../../src/lib/zoned-time.ts';
import { checkinReservationSlots } from '../../src/modules/checkin-reservations/schema.ts';
import { BERLIN } from './booking-factory.ts';

type NewSlot = typeof checkinReservationSlots.$inferInsert;
export type Slot = typeof checkinReservationSlots.$inferSelect;

const SLOT_MS = 90 * 60_000;
const ZONE = 'Europe/Berlin';

/** An instant on a Berlin wall clock `days` days from today; far enough ahead, no seeded slot shares its day. */
export function berlinTime(days: number, hour: number): Date {
  return zonedInstant(addDays(localDateOf(new Date(), ZONE), days), hour, ZONE);
}

/** The Berlin calendar day of an instant, as an answer names it (2026-11-23). */
export function berlinDay(instant: Date): string {
  return formatLocalDate(localDateOf(instant, ZONE));
}

/** A 90-minute check-in slot at the Berlin demo studio, by default tomorrow with 20 free places. */
export async function createSlot(db: Database, options: Partial<NewSlot> = {}): Promise<Slot> {
  const startAt = options.startAt ?? new Date(Date.now() + 24 * 60 * 60_000);
  const [slot] = await db
    .insert(checkinReservationSlots)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      startAt,
      endAt: new Date(startAt.getTime() + SLOT_MS),
      capacity: 20,
      ...options,
    })
    .returning();
  if (!slot) throw new Error('slot not created');
  return slot;
}
