import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, type LocalDate, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import { checkinReservationSlots, checkinReservations } from '../modules/checkin-reservations/schema.ts';
import { demoCustomers } from './members.ts';
import { profileOf, rangesOn } from './studio-profiles.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

const MINUTE_MS = 60_000;
const SLOT_MINUTES = 90;
const CAPACITY = 20;
/** Two days back, so that my check-in reservations has a past one, and the coming week ahead. */
const DAYS_BACK = 2;
const DAYS_AHEAD = 7;

type NewSlot = typeof checkinReservationSlots.$inferInsert;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

function instantAt(date: LocalDate, minutes: number, zoneId: string): Date {
  return new Date(zonedInstant(date, Math.floor(minutes / 60), zoneId).getTime() + (minutes % 60) * MINUTE_MS);
}

/** After-work slots run full or nearly (and one a day early in the morning); the rest are half empty. */
function reservedFor(startMinutes: number, dayOffset: number): number {
  const hour = Math.floor(startMinutes / 60);
  if (hour >= 17 && hour < 20) return (dayOffset + hour) % 3 === 0 ? CAPACITY : CAPACITY - 1 - ((dayOffset + hour) % 3);
  if (hour === 7) return CAPACITY - 2;
  return (hour * 7 + dayOffset * 3) % 12;
}

/** 90-minute slots through the opening hours of each day; a slot never runs past closing. */
function slotRows(studio: DemoStudio, today: Date): NewSlot[] {
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const first = addDays(localDateOf(today, zoneId), -DAYS_BACK);
  return Array.from({ length: DAYS_BACK + DAYS_AHEAD }, (_, index) => addDays(first, index)).flatMap((date, index) =>
    rangesOn(profileOf(studio), isoWeekday(date)).flatMap(([opens, closes]) => {
      const slots: NewSlot[] = [];
      for (let start = minutesOf(opens); start + SLOT_MINUTES <= minutesOf(closes); start += SLOT_MINUTES) {
        slots.push({
          tenantId: studio.row.tenantId,
          studioId: studio.row.id,
          startAt: instantAt(date, start, zoneId),
          endAt: instantAt(date, start + SLOT_MINUTES, zoneId),
          capacity: CAPACITY,
          reserved: reservedFor(start, index - DAYS_BACK),
        });
      }
      return slots;
    }),
  );
}

/** Anna Berger trained in a reserved slot before yesterday and holds one for tomorrow. */
async function seedAnnasReservations(tx: Database, today: Date): Promise<void> {
  const anna = demoCustomers[0];
  if (!anna) return;
  const slots = await tx.query.checkinReservationSlots.findMany({
    where: (row, { eq: equals }) => equals(row.studioId, anna.studioId),
    orderBy: (row, { asc }) => asc(row.startAt),
  });
  const day = 24 * 60 * MINUTE_MS;
  const open = (slot: (typeof slots)[number]) => slot.reserved < slot.capacity;
  const past = slots.filter((slot) => slot.endAt.getTime() < today.getTime() - day && open(slot)).at(-1);
  const upcoming = slots.find((slot) => slot.startAt.getTime() > today.getTime() + day && open(slot));
  for (const slot of [past, upcoming]) {
    if (!slot) continue;
    await tx.insert(checkinReservations).values({
      tenantId: anna.tenantId,
      slotId: slot.id,
      customerId: anna.id,
      createdAt: new Date(slot.startAt.getTime() - 24 * 60 * MINUTE_MS),
    });
    await tx
      .update(checkinReservationSlots)
      .set({ reserved: sql`${checkinReservationSlots.reserved} + 1` })
      .where(eq(checkinReservationSlots.id, slot.id));
  }
}

/** Check-in reservation slots of every demo studio that offers them, and Anna's reservations. */
export async function seedCheckinReservations(tx: Database, today: Date): Promise<void> {
  const studios = demoStudios.filter((studio) => studio.menuEntries.includes('CHECKIN_RESERVATION'));
  await tx.insert(checkinReservationSlots).values(studios.flatMap((studio) => slotRows(studio, today)));
  await seedAnnasReservations(tx, today);
}
