/**
 * Booking rush: 500 members press "book" at the same moment on a course appointment with 50 places, through the real
 * call (POST /nox/v1/calendar/bookcourse: session, contract, row lock, contingent, mail queued in the transaction).
 * Prints the throughput and the p50/p99 latency of the rush next to a bare Fastify endpoint doing one PostgreSQL
 * write under the same 500 concurrent clients in the same run; the ratio is the figure to improve. It also checks
 * that exactly 50 places were given.
 *
 *   DATABASE_URL=postgres://… npm run booking-rush -w @motus/bench [-- --clients 500 --places 50 --rounds 3]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { appointments, benefits, contingents } from '../apps/server/src/modules/booking/schema.ts';
import { customers } from '../apps/server/src/modules/customers/schema.ts';
import { studioConnects, users } from '../apps/server/src/modules/identity/schema/index.ts';
import { createSession } from '../apps/server/src/modules/identity/session-service.ts';
import { studios } from '../apps/server/src/modules/studios/schema.ts';
import { SESSION_COOKIE } from '../apps/server/src/plugins/session.ts';
import { seedDemoData } from '../apps/server/src/seed/index.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    places: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const CLIENTS = Number(values.clients);
const PLACES = Number(values.places);
const ROUNDS = Number(values.rounds);
const STUDIO = { tenantId: 'kraftwerk', studioId: 1210001001 };
const DAY = 24 * 60 * 60_000;

interface Rush {
  status: number[];
  latencies: number[];
  seconds: number;
}

/** Fires every request at once and times each one and the whole rush. */
async function rush(requests: (() => Promise<Response>)[]): Promise<Rush> {
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async (send) => {
      const begin = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, latency: performance.now() - begin };
    }),
  );
  return {
    status: outcomes.map((outcome) => outcome.status),
    latencies: outcomes.map((outcome) => outcome.latency),
    seconds: (performance.now() - started) / 1000,
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

function describe(name: string, rushes: Rush[]): number {
  const latencies = rushes.flatMap((one) => one.latencies).sort((a, b) => a - b);
  const requests = rushes.reduce((total, one) => total + one.status.length, 0);
  const seconds = rushes.reduce((total, one) => total + one.seconds, 0);
  const throughput = requests / seconds;
  console.log(
    `${name.padEnd(26)} ${throughput.toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  return throughput;
}

/** Members of the Berlin studio, each with a flat rate and a session, as a login would leave them. */
async function createMembers(db: Database, count: number): Promise<string[]> {
  const run = randomBytes(4).toString('hex');
  const people = Array.from({ length: count }, (_, index) => ({ run, index }));
  const customerRows = await db
    .insert(customers)
    .values(
      people.map(({ index }) => ({
        ...STUDIO,
        customerCode: `RUSH-${run}-${index}`,
        firstName: 'Rush',
        lastName: `Member ${index}`,
      })),
    )
    .returning({ id: customers.id });
  const userRows = await db
    .insert(users)
    .values(
      people.map(({ index }) => ({
        email: `rush-${run}-${index}@bench.example`,
        firstName: 'Rush',
        lastName: `Member ${index}`,
        passwordHash: 'not-a-password',
        locale: 'en-GB',
        verified: true,
        referralCode: `RUSH${run}${index}`,
      })),
    )
    .returning({ id: users.id });
  await db.insert(studioConnects).values(
    userRows.map((user, index) => ({
      ...STUDIO,
      userId: user.id,
      customerId: customerRows[index]?.id ?? '',
    })),
  );
  await db.insert(contingents).values(
    customerRows.map((customer): typeof contingents.$inferInsert => ({
      tenantId: STUDIO.tenantId,
      customerId: customer.id,
      benefitType: 'FLAT_CONTINGENT' as const,
      name: 'Flat rate',
      validFrom: new Date(Date.now() - DAY),
      validUntil: new Date(Date.now() + 30 * DAY),
    })),
  );
  const client = { ip: '127.0.0.1', userAgent: 'booking-rush' };
  const tickets = await Promise.all(userRows.map((user) => createSession(db, user.id, client)));
  return tickets.map((ticket) => `${SESSION_COOKIE}=${ticket.token}`);
}

async function createAppointment(db: Database) {
  const [benefit] = await db
    .insert(benefits)
    .values({ ...STUDIO, kind: 'COURSE', name: 'Rush Hour Spinning', durationMinutes: 45 })
    .returning();
  const startAt = new Date(Date.now() + DAY);
  const [appointment] = await db
    .insert(appointments)
    .values({
      ...STUDIO,
      benefitId: benefit?.id ?? 0,
      startAt,
      endAt: new Date(startAt.getTime() + 45 * 60_000),
      maxParticipants: PLACES,
      earliestBookingAt: new Date(Date.now() - DAY),
      latestBookingAt: startAt,
    })
    .returning();
  if (!appointment) throw new Error('appointment not created');
  return appointment;
}

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? 'memory://' });
const database = await prepareDatabase(config);
const [berlin] = await database.db.select({ id: studios.id }).from(studios).where(eq(studios.id, STUDIO.studioId));
// A PostgreSQL database gets the demo world only when it has none: point DATABASE_URL at a scratch database.
if (!berlin) await seedDemoData(database.db);
const app = await buildApp(config, database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

await database.db.execute(sql`create table if not exists bench_writes (id bigserial primary key, at timestamptz)`);
const bare = Fastify();
bare.post('/bare', async () => {
  await database.db.execute(sql`insert into bench_writes (at) values (now())`);
  return { ok: true };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const cookies = await createMembers(database.db, CLIENTS);
const baseline: Rush[] = [];
const booking: Rush[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  baseline.push(await rush(cookies.map(() => () => fetch(`${bareUrl}/bare`, { method: 'POST' }))));
  const appointment = await createAppointment(database.db);
  const body = JSON.stringify({
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    ticket: { bookableItemId: appointment.id },
  });
  const headers = { 'content-type': 'application/json', 'x-client-type': 'WEB', 'x-tenant': STUDIO.tenantId };
  const result = await rush(
    cookies.map(
      (cookie) => () =>
        fetch(`${appUrl}/nox/v1/calendar/bookcourse`, { method: 'POST', body, headers: { ...headers, cookie } }),
    ),
  );
  const booked = result.status.filter((status) => status === 200).length;
  const refused = result.status.filter((status) => status === 409).length;
  if (booked !== PLACES || booked + refused !== CLIENTS) {
    throw new Error(`round ${round + 1}: ${booked} booked and ${refused} refused of ${CLIENTS} for ${PLACES} places`);
  }
  booking.push(result);
}

console.log(`booking-rush (${database.driver}, ${CLIENTS} clients for ${PLACES} places, ${ROUNDS} rounds)`);
const bareThroughput = describe('bare fastify + one write', baseline);
const bookingThroughput = describe('POST bookcourse', booking);
console.log(`every round gave exactly ${PLACES} places and ${CLIENTS - PLACES} clear 409s`);
console.log(`ratio (booking / bare): ${(bookingThroughput / bareThroughput).toFixed(2)}`);

await database.db.execute(sql`drop table if exists bench_writes`);
await Promise.all([app.close(), bare.close()]);
await database.close();
