import type { Database } from '../db/client.ts';
import { addDays, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import { appointments, benefits, type NewAppointmentRow } from '../modules/booking/schema.ts';
import { localizedColumns, studioLanguage } from './demo-text.ts';
import { employeeRows } from './employees.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { DROP_IN_BOOTCAMP } from './texts/classes.ts';
import { ROOMS } from './texts/rooms.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Today and the next 14 days, so a class can always be bought for tomorrow whatever the time of day. */
const DAYS_AHEAD = 14;
const CAPACITY = 20;
const DURATION_MINUTES = 50;

/** The studios that sell the drop-in class: one per demo currency. */
const SELLING: { studioId: number; priceMinor: number }[] = [
  { studioId: 1210001001, priceMinor: 1500 },
  { studioId: 1320002001, priceMinor: 1800 },
  { studioId: 1530003001, priceMinor: 1800 },
];

/** Studio-local start times of each day's classes. */
const TIMES: [number, number][] = [
  [7, 30],
  [12, 15],
  [19, 0],
];

function trainersOf(studio: DemoStudio): string[] {
  const trainer = employeeRows().find(
    (employee) => employee.studioId === studio.row.id && (employee.courseNames?.length ?? 0) > 0,
  );
  return trainer ? [`${trainer.firstName} ${trainer.lastName}`] : [];
}

/** A few places are taken already, never all of them, so the class can always be bought. */
function bookedAt(dayOffset: number, slot: number): number {
  return (dayOffset * 3 + slot * 2) % 7;
}

function schedule(studio: DemoStudio, benefitId: number, today: Date): NewAppointmentRow[] {
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const firstDay = localDateOf(today, zoneId);
  const employees = trainersOf(studio);
  return Array.from({ length: DAYS_AHEAD + 1 }, (_, dayOffset) =>
    TIMES.map(([hour, minute], slot) => {
      const startAt = new Date(zonedInstant(addDays(firstDay, dayOffset), hour, zoneId).getTime() + minute * MINUTE_MS);
      return {
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        benefitId,
        startAt,
        endAt: new Date(startAt.getTime() + DURATION_MINUTES * MINUTE_MS),
        maxParticipants: CAPACITY,
        bookedParticipants: bookedAt(dayOffset, slot),
        earliestBookingAt: new Date(today.getTime() - DAY_MS),
        latestBookingAt: new Date(startAt.getTime() - 15 * MINUTE_MS),
        cancellationDeadlineMinutes: 120,
        ...localizedColumns({ location: ROOMS.functional }, studioLanguage(studio)),
        employees,
      };
    }),
  ).flat();
}

async function seedStudioClass(tx: Database, studio: DemoStudio, priceMinor: number, today: Date): Promise<void> {
  const [benefit] = await tx
    .insert(benefits)
    .values({
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      kind: 'COURSE',
      ...localizedColumns(DROP_IN_BOOTCAMP, studioLanguage(studio)),
      colorHex: '#b45309',
      category: 'STRENGTH',
      durationMinutes: DURATION_MINUTES,
      bookingOptionType: 'ONLINE_PAYMENT',
      priceMinor,
      currencyCode: studio.row.currencyCode ?? 'EUR',
    })
    .returning({ id: benefits.id });
  if (benefit) await tx.insert(appointments).values(schedule(studio, benefit.id, today));
}

/**
 * A paid drop-in class (an ONLINE_PAYMENT course bought through a checkout) three times a day for the next two weeks,
 * in Berlin (EUR), Zurich (CHF) and Austin (USD); never full.
 */
export async function seedPaidClasses(tx: Database, today: Date): Promise<void> {
  for (const { studioId, priceMinor } of SELLING) {
    const studio = demoStudios.find((candidate) => candidate.row.id === studioId);
    if (studio) await seedStudioClass(tx, studio, priceMinor, today);
  }
}
