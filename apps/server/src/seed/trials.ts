import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import {
  appointments,
  benefits,
  type NewAppointmentRow,
  trialConfigurations,
  trialSessionConfigs,
} from '../modules/booking/schema.ts';
import { localizedColumns, studioLanguage } from './demo-text.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { TRIAL_WORKOUT } from './texts/classes.ts';
import { ROOMS } from './texts/rooms.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DAYS_AHEAD = 14;
const DURATION_MINUTES = 60;
const CAPACITY = 6;

/** What each demo tenant asks of a guest besides name and e-mail (spec 000 section 4). */
const REQUIRED_FIELDS: Record<string, string[]> = {
  kraftwerk: ['PHONE'],
  alpenfit: ['PHONE', 'DATE_OF_BIRTH'],
  lonestar: [],
};

/** Weekdays at 10:00, 17:00 and 18:30, Saturdays at 11:00, by the studio's wall clock. */
const WEEKDAY_TIMES = [
  [10, 0],
  [17, 0],
  [18, 30],
] as const;
const SATURDAY_TIMES = [[11, 0]] as const;

/** The courses a guest of a Kraftwerk studio may try once (benefit trials). */
const TRIABLE_COURSES = ['Indoor Cycling', 'Vinyasa Flow'];

function isoWeekday(date: { year: number; month: number; day: number }): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

function timesOf(weekday: number): readonly (readonly [number, number])[] {
  if (weekday === 6) return SATURDAY_TIMES;
  return weekday <= 5 ? WEEKDAY_TIMES : [];
}

function slotRows(studio: DemoStudio, benefitId: number, today: Date): NewAppointmentRow[] {
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const firstDay = localDateOf(today, zoneId);
  return Array.from({ length: DAYS_AHEAD }, (_, offset) => addDays(firstDay, offset)).flatMap((date) =>
    timesOf(isoWeekday(date)).map(([hour, minute]) => {
      const startAt = new Date(zonedInstant(date, hour, zoneId).getTime() + minute * MINUTE_MS);
      return {
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        benefitId,
        startAt,
        endAt: new Date(startAt.getTime() + DURATION_MINUTES * MINUTE_MS),
        maxParticipants: CAPACITY,
        earliestBookingAt: new Date(startAt.getTime() - DAYS_AHEAD * DAY_MS),
        latestBookingAt: new Date(startAt.getTime() - 60 * MINUTE_MS),
        cancellationDeadlineMinutes: 120,
        ...localizedColumns({ location: ROOMS.frontDesk }, studioLanguage(studio)),
        employees: ['Jan Köhler'],
      };
    }),
  );
}

async function seedTrialSession(tx: Database, studio: DemoStudio, trialConfigurationId: number, today: Date) {
  const [benefit] = await tx
    .insert(benefits)
    .values({
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      kind: 'TRIAL_SESSION',
      ...localizedColumns(TRIAL_WORKOUT, studioLanguage(studio)),
      colorHex: '#0f766e',
      durationMinutes: DURATION_MINUTES,
      bookingOptionType: 'FREE',
    })
    .returning({ id: benefits.id });
  if (!benefit) return;
  await tx.insert(appointments).values(slotRows(studio, benefit.id, today));
  await tx.insert(trialSessionConfigs).values({
    studioId: studio.row.id,
    tenantId: studio.row.tenantId,
    benefitId: benefit.id,
    trialConfigurationId,
  });
}

/** Per tenant a trial configuration; per studio with the trial-session feature a free trial workout; two triable courses. */
export async function seedTrials(tx: Database, today: Date): Promise<void> {
  const configs = await tx
    .insert(trialConfigurations)
    .values(Object.entries(REQUIRED_FIELDS).map(([tenantId, requiredFields]) => ({ tenantId, requiredFields })))
    .returning();
  const configOf = new Map(configs.map((config) => [config.tenantId, config.id]));
  for (const studio of demoStudios) {
    const configId = configOf.get(studio.row.tenantId);
    if (configId === undefined || studio.disabledFeatures.includes('TRIAL_SESSION')) continue;
    await seedTrialSession(tx, studio, configId, today);
  }
  const kraftwerkConfig = configOf.get('kraftwerk');
  if (kraftwerkConfig === undefined) return;
  await tx
    .update(benefits)
    .set({ trialConfigurationId: kraftwerkConfig })
    .where(
      and(eq(benefits.tenantId, 'kraftwerk'), eq(benefits.kind, 'COURSE'), inArray(benefits.name, TRIABLE_COURSES)),
    );
}
