import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, type LocalDate, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import {
  appointments,
  availabilities,
  benefits,
  calendarItems,
  contingents,
  type NewAvailabilityRow,
  trialConfigurations,
} from '../modules/booking/schema.ts';
import { type EmployeeRow, employees } from '../modules/employees/schema.ts';
import { localizedColumns, type NameAndDescription, studioLanguage, tenantLanguage } from './demo-text.ts';
import { demoCustomers } from './members.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { BACK_CHECK_TEXTS, BODY_ANALYSIS_TEXTS, PERSONAL_TRAINING_TEXTS } from './texts/appointments.ts';
import { CONTINGENT_NAMES } from './texts/products.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SinglePlan {
  texts: NameAndDescription;
  color: string;
  category: string;
  durationMinutes: number;
  bookingOptionType: 'CONTINGENT' | 'FREE' | 'ONLINE_PAYMENT';
  /** Minor units of the studio's currency, for ONLINE_PAYMENT. */
  priceMinor?: number;
  /** Guests may try it once (a benefit trial). */
  tryable?: boolean;
  /** The (English) roles of the employees who offer it. */
  roles: string[];
  /** Weekly windows, [weekdays, from hour, to hour], handed out to the employees in turn. */
  shifts: [number[], number, number][];
}

const PERSONAL_TRAINING: SinglePlan = {
  texts: PERSONAL_TRAINING_TEXTS,
  color: '#2563eb',
  category: 'PERSONAL_TRAINING',
  durationMinutes: 60,
  bookingOptionType: 'CONTINGENT',
  roles: ['Personal trainer', 'Strength & conditioning coach'],
  shifts: [
    [[1, 2, 3, 4, 5], 7, 12],
    [[1, 2, 3, 4, 5], 14, 20],
    [[6], 9, 13],
  ],
};

const BODY_ANALYSIS: SinglePlan = {
  texts: BODY_ANALYSIS_TEXTS,
  color: '#0d9488',
  category: 'CONSULTATION',
  durationMinutes: 30,
  bookingOptionType: 'FREE',
  tryable: true,
  roles: ['Personal trainer', 'Studio manager'],
  shifts: [
    [[2, 4], 10, 13],
    [[1, 3, 5], 16, 19],
  ],
};

const PHYSIO_CHECK: SinglePlan = {
  texts: BACK_CHECK_TEXTS,
  color: '#9333ea',
  category: 'RECOVERY',
  durationMinutes: 45,
  bookingOptionType: 'ONLINE_PAYMENT',
  priceMinor: 3900,
  roles: ['Physiotherapist'],
  shifts: [[[1, 3], 14, 18]],
};

const PLANS = [PERSONAL_TRAINING, BODY_ANALYSIS, PHYSIO_CHECK];

function roleOf(employee: EmployeeRow): string {
  return employee.texts.en?.role ?? '';
}

function windowsOf(plan: SinglePlan, staff: EmployeeRow[], benefitId: number): NewAvailabilityRow[] {
  return staff.flatMap((employee, index) => {
    const [weekdays, from, to] = plan.shifts[index % plan.shifts.length] ?? [[], 0, 0];
    return weekdays.map((weekday) => ({
      tenantId: employee.tenantId,
      studioId: employee.studioId,
      benefitId,
      employeeId: employee.id,
      weekday,
      startMinute: from * 60,
      endMinute: to * 60,
    }));
  });
}

async function trialConfigurationFor(tx: Database, studio: DemoStudio): Promise<number | undefined> {
  const [row] = await tx
    .insert(trialConfigurations)
    .values({ tenantId: studio.row.tenantId, requiredFields: ['PHONE'] })
    .returning({ id: trialConfigurations.id });
  return row?.id;
}

async function seedPlan(tx: Database, studio: DemoStudio, staff: EmployeeRow[], plan: SinglePlan): Promise<void> {
  const offering = staff.filter((employee) => plan.roles.includes(roleOf(employee)));
  if (offering.length === 0) return;
  const [benefit] = await tx
    .insert(benefits)
    .values({
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      kind: 'SINGLE_APPOINTMENT',
      ...localizedColumns(plan.texts, studioLanguage(studio)),
      colorHex: plan.color,
      category: plan.category,
      durationMinutes: plan.durationMinutes,
      bookingOptionType: plan.bookingOptionType,
      priceMinor: plan.priceMinor ?? null,
      currencyCode: plan.priceMinor ? (studio.row.currencyCode ?? 'EUR') : null,
      trialConfigurationId: plan.tryable ? await trialConfigurationFor(tx, studio) : null,
      bookAheadDays: 21,
      bookUntilMinutes: 120,
      cancellationDeadlineMinutes: 1440,
    })
    .returning({ id: benefits.id });
  if (benefit) await tx.insert(availabilities).values(windowsOf(plan, offering, benefit.id));
}

/** A bought card of five personal-training sessions for Anna Berger and a few others (one used by Anna already). */
const CARD_HOLDERS = ['KW-100234', 'KW-100245', 'AF-3001', 'LS-5002'];

async function seedCards(tx: Database, today: Date): Promise<Map<string, number>> {
  const holders = demoCustomers.filter((customer) => CARD_HOLDERS.includes(customer.customerCode));
  const rows = await tx
    .insert(contingents)
    .values(
      holders.map((customer): typeof contingents.$inferInsert => ({
        tenantId: customer.tenantId,
        customerId: customer.id,
        benefitType: 'PURCHASED_CONTINGENT',
        ...localizedColumns({ name: CONTINGENT_NAMES.personalTraining }, tenantLanguage(customer.tenantId)),
        benefitKinds: ['SINGLE_APPOINTMENT'],
        total: 5,
        used: customer.customerCode === 'KW-100234' ? 2 : 0,
        validFrom: new Date(today.getTime() - 60 * DAY_MS),
        validUntil: new Date(today.getTime() + 300 * DAY_MS),
      })),
    )
    .returning({ id: contingents.id, customerId: contingents.customerId });
  return new Map(rows.map((row) => [row.customerId, row.id]));
}

function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

/** The first weekday (Monday to Friday) at or after `offset` days from today, in the zone. */
function weekdayFrom(today: Date, offset: number, zoneId: string): LocalDate {
  let date = addDays(localDateOf(today, zoneId), offset);
  while (isoWeekday(date) > 5) date = addDays(date, offset < 0 ? -1 : 1);
  return date;
}

/** Anna Berger had a personal training last week and has the next one booked in a few days. */
async function seedAnnasSessions(tx: Database, today: Date, cards: Map<string, number>): Promise<void> {
  const anna = demoCustomers[0];
  const studio = demoStudios.find((candidate) => candidate.row.id === anna?.studioId);
  if (!anna || !studio) return;
  const benefit = await tx.query.benefits.findFirst({
    where: (row, { and, eq }) => and(eq(row.studioId, studio.row.id), eq(row.kind, 'SINGLE_APPOINTMENT')),
    orderBy: (row, { asc }) => asc(row.id),
  });
  const window = await tx.query.availabilities.findFirst({
    where: (row, { and, eq }) => and(eq(row.benefitId, benefit?.id ?? 0), eq(row.weekday, 1)),
    orderBy: (row, { asc }) => asc(row.id),
  });
  const trainer = window && (await tx.query.employees.findFirst({ where: eq(employees.id, window.employeeId) }));
  if (!benefit || !window || !trainer) return;
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const hour = window.startMinute / 60 + 1;
  const days = [weekdayFrom(today, -7, zoneId), weekdayFrom(today, 3, zoneId)];
  for (const day of days) {
    const startAt = zonedInstant(day, hour, zoneId);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        tenantId: anna.tenantId,
        studioId: studio.row.id,
        benefitId: benefit.id,
        startAt,
        endAt: new Date(startAt.getTime() + benefit.durationMinutes * MINUTE_MS),
        maxParticipants: 1,
        bookedParticipants: 1,
        earliestBookingAt: new Date(startAt.getTime() - benefit.bookAheadDays * DAY_MS),
        latestBookingAt: new Date(startAt.getTime() - benefit.bookUntilMinutes * MINUTE_MS),
        cancellationDeadlineMinutes: benefit.cancellationDeadlineMinutes,
        employees: [`${trainer.firstName} ${trainer.lastName}`],
        employeeId: trainer.id,
      })
      .returning({ id: appointments.id });
    if (!appointment) continue;
    await tx.insert(calendarItems).values({
      tenantId: anna.tenantId,
      appointmentId: appointment.id,
      customerId: anna.id,
      status: 'BOOKED',
      contingentId: cards.get(anna.id) ?? null,
      bookedAt: new Date(startAt.getTime() - 5 * DAY_MS),
    });
  }
}

/**
 * Single appointments of every demo studio (personal training, body analysis and, where a physiotherapist works, a
 * back check), with the trainers' weekly availability, personal-training cards and Anna's sessions.
 */
export async function seedSingleAppointments(tx: Database, today: Date): Promise<void> {
  for (const studio of demoStudios) {
    const staff = await tx.query.employees.findMany({
      where: eq(employees.studioId, studio.row.id),
      orderBy: (row, { asc }) => [asc(row.position), asc(row.id)],
    });
    for (const plan of PLANS) await seedPlan(tx, studio, staff, plan);
  }
  const cards = await seedCards(tx, today);
  await seedAnnasSessions(tx, today, cards);
}
