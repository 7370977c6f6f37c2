import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import {
  appointments,
  benefits,
  calendarItems,
  contingents,
  type NewAppointmentRow,
  noShowPenalties,
  trialConfigurations,
} from '../modules/booking/schema.ts';
import {
  type DemoText,
  localizedColumns,
  type NameAndDescription,
  type StudioLanguage,
  studioLanguage,
  tenantLanguage,
} from './demo-text.ts';
import { employeeRows } from './employees.ts';
import { demoCustomers } from './members.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import {
  BARBELL_BASICS,
  HIIT_45,
  INDOOR_CYCLING,
  MOBILITY_STREAM,
  PILATES_MAT,
  VINYASA_FLOW,
  YIN_YOGA,
} from './texts/classes.ts';
import { CONTINGENT_NAMES } from './texts/products.ts';
import { ROOMS } from './texts/rooms.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The schedule reaches this many days back (for past bookings) and ahead (for booking). */
const DAYS_BACK = 14;
const DAYS_AHEAD = 14;

interface CoursePlan {
  texts: NameAndDescription;
  color: string;
  durationMinutes: number;
  capacity: number;
  waitingList: number;
  room: DemoText;
  /** The schedule's filter group. */
  category: string;
  /** The course name (in the studio's language) whose trainer leads this one, when not the course itself. */
  ledAs?: Record<StudioLanguage, string>;
  /** A live-streamed class: its stream address, given to booked participants only. */
  streamPath?: string;
  /** Guests may try it once (benefit trial). */
  tryable?: boolean;
  /** The next bookable appointment is already full (its waiting list open, if it has one). */
  fullSoon?: boolean;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  hour: number;
  minute: number;
}

const COURSES: CoursePlan[] = [
  {
    texts: VINYASA_FLOW,
    color: '#7c3aed',
    durationMinutes: 60,
    capacity: 18,
    waitingList: 6,
    room: ROOMS.studio1,
    category: 'YOGA',
    tryable: true,
    weekdays: [1, 3, 6],
    hour: 9,
    minute: 0,
  },
  {
    texts: INDOOR_CYCLING,
    color: '#dc2626',
    durationMinutes: 45,
    capacity: 12,
    waitingList: 5,
    room: ROOMS.cycling,
    category: 'CARDIO',
    fullSoon: true,
    weekdays: [1, 2, 3, 4, 5],
    hour: 18,
    minute: 30,
  },
  {
    texts: HIIT_45,
    color: '#ea580c',
    durationMinutes: 45,
    capacity: 16,
    waitingList: 4,
    room: ROOMS.functional,
    category: 'CARDIO',
    fullSoon: true,
    weekdays: [2, 4],
    hour: 7,
    minute: 0,
  },
  {
    texts: PILATES_MAT,
    color: '#0891b2',
    durationMinutes: 50,
    capacity: 14,
    waitingList: 5,
    room: ROOMS.studio2,
    category: 'MIND_BODY',
    weekdays: [2, 5],
    hour: 17,
    minute: 0,
  },
  {
    texts: BARBELL_BASICS,
    color: '#334155',
    durationMinutes: 60,
    capacity: 8,
    waitingList: 3,
    room: ROOMS.freeWeights,
    category: 'STRENGTH',
    weekdays: [1, 4],
    hour: 19,
    minute: 30,
  },
  {
    texts: YIN_YOGA,
    color: '#16a34a',
    durationMinutes: 75,
    capacity: 20,
    waitingList: 0,
    room: ROOMS.studio1,
    category: 'YOGA',
    fullSoon: true,
    weekdays: [7],
    hour: 10,
    minute: 30,
  },
  {
    texts: MOBILITY_STREAM,
    color: '#0d9488',
    durationMinutes: 30,
    capacity: 40,
    waitingList: 0,
    room: ROOMS.online,
    category: 'RECOVERY',
    ledAs: { de: 'Rücken Fit', en: 'Back Fit' },
    streamPath: 'mobility',
    weekdays: [2, 4],
    hour: 12,
    minute: 15,
  },
];

function isoWeekday(date: { year: number; month: number; day: number }): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

/** A plausible fill: popular evening classes run fuller; a few are full already (places booked at the desk too). */
function bookedShare(course: CoursePlan, dayOffset: number): number {
  const evening = course.hour >= 17 ? 0.25 : 0;
  return Math.min(1, 0.45 + evening + ((dayOffset * 7 + course.hour) % 5) * 0.08);
}

/** Who leads a course at a studio: the employee whose role teaches it, else anyone who leads courses. */
function trainerOf(studio: DemoStudio, course: CoursePlan): string[] {
  const staff = employeeRows().filter((employee) => employee.studioId === studio.row.id);
  const taught = (course.ledAs ?? course.texts.name)[studioLanguage(studio)];
  const trainer =
    staff.find((employee) => employee.courseNames?.includes(taught)) ??
    staff.find((employee) => (employee.courseNames?.length ?? 0) > 0);
  return trainer ? [`${trainer.firstName} ${trainer.lastName}`] : [];
}

/** The first appointment that can be booked from tomorrow on: the one a full-class demo fills. */
function isFirstBookable(startAt: Date, today: Date, previous: Date | undefined): boolean {
  const tomorrow = today.getTime() + DAY_MS;
  return startAt.getTime() > tomorrow && (previous === undefined || previous.getTime() <= tomorrow);
}

function appointmentRows(studio: DemoStudio, benefitId: number, course: CoursePlan, today: Date): NewAppointmentRow[] {
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const language = studioLanguage(studio);
  const employees = trainerOf(studio, course);
  const firstDay = localDateOf(new Date(today.getTime() - DAYS_BACK * DAY_MS), zoneId);
  const starts = Array.from({ length: DAYS_BACK + DAYS_AHEAD }, (_, offset) => addDays(firstDay, offset))
    .filter((date) => course.weekdays.includes(isoWeekday(date)))
    .map((date) => new Date(zonedInstant(date, course.hour, zoneId).getTime() + course.minute * MINUTE_MS));
  return starts.map((startAt, index) => {
    const full = course.fullSoon === true && isFirstBookable(startAt, today, starts[index - 1]);
    return {
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      benefitId,
      startAt,
      endAt: new Date(startAt.getTime() + course.durationMinutes * MINUTE_MS),
      maxParticipants: course.capacity,
      bookedParticipants: full ? course.capacity : Math.round(course.capacity * bookedShare(course, index)),
      waitingListActive: course.waitingList > 0,
      maxWaitingListParticipants: course.waitingList,
      waitingListParticipants: 0,
      earliestBookingAt: new Date(startAt.getTime() - 7 * DAY_MS),
      latestBookingAt: new Date(startAt.getTime() - 15 * MINUTE_MS),
      cancellationDeadlineMinutes: 120,
      promotionCutoffMinutes: 60,
      ...localizedColumns({ location: course.room }, language),
      employees,
      ...(course.streamPath
        ? { meetingType: 'STREAM', streamUrl: `https://live.motus.example/${studio.row.id}/${course.streamPath}` }
        : {}),
    };
  });
}

async function trialConfigurationOf(tx: Database, studio: DemoStudio): Promise<number | undefined> {
  const [row] = await tx
    .insert(trialConfigurations)
    .values({ tenantId: studio.row.tenantId, requiredFields: ['PHONE'] })
    .returning({ id: trialConfigurations.id });
  return row?.id;
}

async function seedStudioCourses(tx: Database, studio: DemoStudio, today: Date): Promise<void> {
  const language = studioLanguage(studio);
  const trialConfigurationId = await trialConfigurationOf(tx, studio);
  const rows = await tx
    .insert(benefits)
    .values(
      COURSES.map((course): typeof benefits.$inferInsert => ({
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        kind: 'COURSE',
        ...localizedColumns(course.texts, language),
        colorHex: course.color,
        category: course.category,
        durationMinutes: course.durationMinutes,
        trialConfigurationId: course.tryable ? trialConfigurationId : null,
      })),
    )
    .returning({ id: benefits.id });
  const schedule = COURSES.flatMap((course, index) => {
    const benefitId = rows[index]?.id;
    return benefitId === undefined ? [] : appointmentRows(studio, benefitId, course, today);
  });
  await tx.insert(appointments).values(schedule);
}

/** Every demo customer may book classes: a flat rate, except one who holds a 10-visit card. */
async function seedContingents(tx: Database, today: Date): Promise<void> {
  await tx.insert(contingents).values(
    demoCustomers.map((customer, index): typeof contingents.$inferInsert => ({
      tenantId: customer.tenantId,
      customerId: customer.id,
      benefitType: index === 1 ? 'PURCHASED_CONTINGENT' : 'FLAT_CONTINGENT',
      ...localizedColumns(
        { name: index === 1 ? CONTINGENT_NAMES.tenClasses : CONTINGENT_NAMES.classFlatRate },
        tenantLanguage(customer.tenantId),
      ),
      total: index === 1 ? 10 : null,
      used: index === 1 ? 3 : 0,
      validFrom: new Date(today.getTime() - 180 * DAY_MS),
      validUntil: new Date(today.getTime() + 180 * DAY_MS),
    })),
  );
}

/** The demo member Jordan Lee missed three classes: no online booking for a week (spec 000: booking block). */
async function seedNoShowBlock(tx: Database, today: Date): Promise<void> {
  const jordan = demoCustomers.find((customer) => customer.customerCode === 'LS-5001');
  if (!jordan) return;
  await tx.insert(noShowPenalties).values({
    customerId: jordan.id,
    tenantId: jordan.tenantId,
    blockBookingUntil: new Date(today.getTime() + 7 * DAY_MS),
  });
}

/** Anna Berger has been to two classes and holds one place next week (DESIGN.md "Demo world"). */
async function seedBookingHistory(tx: Database, today: Date): Promise<void> {
  const anna = demoCustomers[0];
  if (!anna) return;
  const own = await tx.query.appointments.findMany({
    where: (row, { eq }) => eq(row.studioId, anna.studioId),
    orderBy: (row, { asc }) => asc(row.startAt),
  });
  const past = own.filter((row) => row.endAt < today).slice(-2);
  const upcoming = own.filter((row) => row.startAt.getTime() > today.getTime() + 2 * DAY_MS).slice(0, 1);
  const places = [...past, ...upcoming].filter((row) => row.bookedParticipants < row.maxParticipants);
  if (places.length === 0) return;
  await tx.insert(calendarItems).values(
    places.map((row): typeof calendarItems.$inferInsert => ({
      tenantId: anna.tenantId,
      appointmentId: row.id,
      customerId: anna.id,
      status: 'BOOKED',
      bookedAt: new Date(row.startAt.getTime() - 3 * DAY_MS),
    })),
  );
  await tx
    .update(appointments)
    .set({ bookedParticipants: sql`${appointments.bookedParticipants} + 1` })
    .where(
      inArray(
        appointments.id,
        places.map((row) => row.id),
      ),
    );
}

/** The course schedule of every demo studio, with contingents, a booking history and a no-show block. */
export async function seedCourses(tx: Database, today: Date): Promise<void> {
  for (const studio of demoStudios) await seedStudioCourses(tx, studio, today);
  await seedContingents(tx, today);
  await seedBookingHistory(tx, today);
  await seedNoShowBlock(tx, today);
}
