import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addDays, localDateOf, zonedInstant } from '../lib/zoned-time.ts';
import {
  accessRefusalConfigs,
  accessRefusals,
  appointments,
  benefits,
  type NewAppointmentRow,
  noShowPenalties,
} from '../modules/booking/schema.ts';
import { demoTenants } from './brands.ts';
import { demoImage } from './demo-images.ts';
import { type DemoText, localizedColumns, type NameAndDescription, studioLanguage } from './demo-text.ts';
import { demoCustomers } from './members.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { KETTLEBELL_MASTERCLASS, MOBILITY_WORKSHOP, OPEN_HOUSE, RUN_CLUB } from './texts/events.ts';
import { ROOMS } from './texts/rooms.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface EventPlan {
  texts: NameAndDescription;
  color: string;
  image: string;
  category: string;
  bookingOptionType: 'CONTINGENT' | 'FREE' | 'ONLINE_PAYMENT';
  /** ONLINE_PAYMENT: the price in minor units of the studio's currency. */
  priceMinor?: number;
  durationMinutes: number;
  capacity: number;
  waitingList: number;
  /** Places already taken, also at the desk; equal to the capacity for a full event. */
  booked: number;
  waiting: number;
  /** Days from today of each date, at the hour (studio time). */
  days: number[];
  hour: number;
  room: DemoText;
  trainers: string[];
}

const EVENTS: EventPlan[] = [
  {
    texts: OPEN_HOUSE,
    color: '#16a34a',
    image: demoImage('events/open-house.svg'),
    category: 'COMMUNITY',
    bookingOptionType: 'FREE',
    durationMinutes: 360,
    capacity: 120,
    waitingList: 0,
    booked: 37,
    waiting: 0,
    days: [9],
    hour: 10,
    room: ROOMS.wholeClub,
    trainers: ['Mara Vogt', 'Tom Richter'],
  },
  {
    texts: MOBILITY_WORKSHOP,
    color: '#0891b2',
    image: demoImage('events/mobility-workshop.svg'),
    category: 'WORKSHOP',
    bookingOptionType: 'ONLINE_PAYMENT',
    priceMinor: 2900,
    durationMinutes: 120,
    capacity: 14,
    waitingList: 4,
    booked: 9,
    waiting: 0,
    days: [12, 26],
    hour: 14,
    room: ROOMS.studio2,
    trainers: ['Jan Köhler'],
  },
  {
    texts: RUN_CLUB,
    color: '#ea580c',
    image: demoImage('events/run-club.svg'),
    category: 'RUNNING',
    bookingOptionType: 'CONTINGENT',
    durationMinutes: 75,
    capacity: 25,
    waitingList: 5,
    booked: 14,
    waiting: 0,
    days: [5, 12, 19],
    hour: 19,
    room: ROOMS.meetAtReception,
    trainers: ['Tom Richter'],
  },
  {
    texts: KETTLEBELL_MASTERCLASS,
    color: '#334155',
    image: demoImage('events/kettlebell-masterclass.svg'),
    category: 'WORKSHOP',
    bookingOptionType: 'CONTINGENT',
    durationMinutes: 90,
    capacity: 10,
    waitingList: 6,
    booked: 10,
    waiting: 2,
    days: [16],
    hour: 11,
    room: ROOMS.functional,
    trainers: ['Jan Köhler'],
  },
];

/** What the regional price of a workshop is in the studio's currency (CHF and USD run a little higher). */
const PRICE_FACTOR: Record<string, number> = { EUR: 1, CHF: 1.2, USD: 1.2 };

function priceIn(plan: EventPlan, currency: string): number | null {
  if (plan.priceMinor === undefined) return null;
  return Math.round((plan.priceMinor * (PRICE_FACTOR[currency] ?? 1)) / 100) * 100;
}

function eventAppointments(studio: DemoStudio, benefitId: number, plan: EventPlan, today: Date): NewAppointmentRow[] {
  const zoneId = studio.row.zoneId ?? 'Europe/Berlin';
  const firstDay = localDateOf(today, zoneId);
  return plan.days.map((days) => {
    const startAt = zonedInstant(addDays(firstDay, days), plan.hour, zoneId);
    return {
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      benefitId,
      startAt,
      endAt: new Date(startAt.getTime() + plan.durationMinutes * MINUTE_MS),
      maxParticipants: plan.capacity,
      bookedParticipants: plan.booked,
      waitingListActive: plan.waitingList > 0,
      maxWaitingListParticipants: plan.waitingList,
      waitingListParticipants: plan.waiting,
      // Events are announced weeks ahead and can be booked as soon as they are.
      earliestBookingAt: new Date(today.getTime() - DAY_MS),
      latestBookingAt: new Date(startAt.getTime() - 60 * MINUTE_MS),
      cancellationDeadlineMinutes: 24 * 60,
      promotionCutoffMinutes: 12 * 60,
      ...localizedColumns({ location: plan.room }, studioLanguage(studio)),
      employees: plan.trainers,
    };
  });
}

async function seedStudioEvents(tx: Database, studio: DemoStudio, today: Date): Promise<void> {
  const language = studioLanguage(studio);
  const currency = studio.row.currencyCode ?? 'EUR';
  const rows = await tx
    .insert(benefits)
    .values(
      EVENTS.map((plan): typeof benefits.$inferInsert => ({
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        kind: 'EVENT',
        ...localizedColumns(plan.texts, language),
        colorHex: plan.color,
        imageUrl: plan.image,
        category: plan.category,
        durationMinutes: plan.durationMinutes,
        bookingOptionType: plan.bookingOptionType,
        priceMinor: priceIn(plan, currency),
        currencyCode: plan.priceMinor === undefined ? null : currency,
        cancellationDeadlineMinutes: 24 * 60,
      })),
    )
    .returning({ id: benefits.id });
  const schedule = EVENTS.flatMap((plan, index) => {
    const benefitId = rows[index]?.id;
    return benefitId === undefined ? [] : eventAppointments(studio, benefitId, plan, today);
  });
  await tx.insert(appointments).values(schedule);
}

/** Each tenant's no-show rules; Lone Star also locks the door for a few days after repeated no-shows. */
async function seedAccessRefusalConfigs(tx: Database): Promise<void> {
  await tx.insert(accessRefusalConfigs).values(
    demoTenants.map((tenant) => ({
      tenantId: tenant.id,
      enabled: true,
      noShowsBeforeBlock: tenant.id === 'lonestar' ? 2 : 3,
      noShowPeriodDays: 30,
      blockDays: 7,
      entranceLockDays: tenant.id === 'lonestar' ? 3 : 0,
      showReason: true,
    })),
  );
}

/**
 * Sophie Keller (AF-3002, no demo login, so no journey is refused by it) has fees open: the Zurich studio refuses
 * her until they are paid. Jordan's no-show penalty also locks the entrance for three days.
 */
async function seedPenalties(tx: Database, today: Date): Promise<void> {
  const sophie = demoCustomers.find((customer) => customer.customerCode === 'AF-3002');
  if (sophie) {
    await tx.insert(accessRefusals).values({
      customerId: sophie.id,
      tenantId: sophie.tenantId,
      reason: 'OPEN_BALANCE',
      refusedSince: new Date(today.getTime() - 10 * DAY_MS),
    });
  }
  const jordan = demoCustomers.find((customer) => customer.customerCode === 'LS-5001');
  if (jordan) {
    await tx
      .update(noShowPenalties)
      .set({ entranceLockUntil: new Date(today.getTime() + 3 * DAY_MS) })
      .where(eq(noShowPenalties.customerId, jordan.id));
  }
}

/** Studio events (3-4 per studio that shows them), the tenants' no-show rules, an access refusal and an entrance lock. */
export async function seedEvents(tx: Database, today: Date): Promise<void> {
  for (const studio of demoStudios.filter((candidate) => candidate.menuEntries.includes('STUDIO_EVENTS'))) {
    await seedStudioEvents(tx, studio, today);
  }
  await seedAccessRefusalConfigs(tx);
  await seedPenalties(tx, today);
}
