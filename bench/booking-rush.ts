/**
 * Booking rush: 500 members press "book" at the same moment on a course appointment with 50 places, through the real
 * call (POST /nox/v1/calendar/bookcourse: session, contract, row lock, contingent, mail queued in the transaction).
 * Prints the throughput and the p50/p99 latency of the rush next to a bare Fastify endpoint doing one PostgreSQL
 * write under the same 500 concurrent clients in the same run; the ratio is the figure to improve. The clients run in
 * a process of their own (load-generator.ts), so they do not share the server's event loop. On PostgreSQL a second
 * run sends half the clients to each of two server processes on the same database. Every round must give exactly 50
 * places (answers and rows) and clear 409s to the others.
 *
 *   DATABASE_URL=postgres://… npm run booking-rush -w @motus/bench [-- --clients 500 --places 50 --rounds 3]
 *     [--cpu-prof-dir <dir>: CPU profiles of the two server processes]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { appointments, benefits, calendarItems, contingents } from '../apps/server/src/modules/booking/schema.ts';
import { customers } from '../apps/server/src/modules/customers/schema.ts';
import { studioConnects, users } from '../apps/server/src/modules/identity/schema/index.ts';
import { createSession } from '../apps/server/src/modules/identity/session-service.ts';
import { studios } from '../apps/server/src/modules/studios/schema.ts';
import { SESSION_COOKIE } from '../apps/server/src/plugins/session.ts';
import { seedDemoData } from '../apps/server/src/seed/index.ts';
import type { Rush, RushRequest } from './load-generator.ts';
import { freePort, type StartedServer, startServer } from './server-process.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    places: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof-dir': { type: 'string' },
  },
});
const CLIENTS = Number(values.clients);
const PLACES = Number(values.places);
const ROUNDS = Number(values.rounds);
const STUDIO = { tenantId: 'kraftwerk', studioId: 1210001001 };
const DAY = 24 * 60 * 60_000;

/** The forked load generator: one rush at a time. */
function startLoadGenerator() {
  const child: ChildProcess = fork(new URL('./load-generator.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  return {
    fire: async (requests: RushRequest[]): Promise<Measured> => {
      const answered = once(child, 'message');
      const cpuBefore = process.cpuUsage();
      child.send(requests);
      const [outcome] = (await answered) as [Rush];
      const cpu = process.cpuUsage(cpuBefore);
      return { ...outcome, cpuMs: (cpu.user + cpu.system) / 1000 };
    },
    stop: () => child.kill(),
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** A rush and the CPU time this process spent meanwhile: the in-process server's, since the clients run elsewhere. */
interface Measured extends Rush {
  cpuMs: number;
}

function describe(name: string, rushes: Measured[], inProcess: boolean): number {
  const latencies = rushes.flatMap((one) => one.latencies).sort((a, b) => a - b);
  const requests = rushes.reduce((total, one) => total + one.status.length, 0);
  const seconds = rushes.reduce((total, one) => total + one.seconds, 0);
  const cpuMs = rushes.reduce((total, one) => total + one.cpuMs, 0);
  const throughput = requests / seconds;
  const cpu = inProcess ? `  server CPU ${(cpuMs / requests).toFixed(2)} ms/request` : '';
  console.log(
    `${name.padEnd(26)} ${throughput.toFixed(0).padStart(6)} req/s  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms${cpu}`,
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

/** The server as two processes on the same database, started one after the other (each migrates at start). */
async function startInstances(): Promise<StartedServer[]> {
  const profile = values['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`] : [];
  const env = { DATABASE_URL: process.env.DATABASE_URL ?? '', NODE_ENV: 'test' };
  const instances: StartedServer[] = [];
  for (let index = 0; index < 2; index += 1) {
    const command = ['node', ...profile, '--import', 'tsx', 'apps/server/src/main.ts'];
    instances.push(await startServer(command, env, await freePort()));
  }
  return instances;
}

function bookingRequests(appointment: typeof appointments.$inferSelect, cookies: string[], urls: string[]) {
  const body = JSON.stringify({
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    ticket: { bookableItemId: appointment.id },
  });
  const headers = { 'content-type': 'application/json', 'x-client-type': 'WEB', 'x-tenant': STUDIO.tenantId };
  return cookies.map((cookie, index) => ({
    url: `${urls[index % urls.length]}/nox/v1/calendar/bookcourse`,
    headers: { ...headers, cookie },
    body,
  }));
}

/** Exactly the places there are, in the answers and in the rows, and a clear 409 for everyone else. */
async function assertExactlyFull(db: Database, appointmentId: number, result: Rush, name: string): Promise<void> {
  const booked = result.status.filter((status) => status === 200).length;
  const refused = result.status.filter((status) => status === 409).length;
  const [row] = await db
    .select({ counter: appointments.bookedParticipants })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const [items] = await db
    .select({ places: count() })
    .from(calendarItems)
    .where(and(eq(calendarItems.appointmentId, appointmentId), eq(calendarItems.status, 'BOOKED')));
  if (booked !== PLACES || booked + refused !== CLIENTS || row?.counter !== PLACES || items?.places !== PLACES) {
    throw new Error(
      `${name}: ${booked} booked and ${refused} refused of ${CLIENTS} for ${PLACES} places; ` +
        `${row?.counter} counted and ${items?.places} booked rows`,
    );
  }
}

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? 'memory://' });
const database = await prepareDatabase(config);
const [berlin] = await database.db.select({ id: studios.id }).from(studios).where(eq(studios.id, STUDIO.studioId));
// A PostgreSQL database gets the demo world only when it has none: point DATABASE_URL at a scratch database.
if (!berlin) await seedDemoData(database.db);
const app = await buildApp(config, database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const instances = database.driver === 'postgres' ? await startInstances() : [];

await database.db.execute(sql`create table if not exists bench_writes (id bigserial primary key, at timestamptz)`);
const bare = Fastify();
bare.post('/bare', async () => {
  await database.db.execute(sql`insert into bench_writes (at) values (now())`);
  return { ok: true };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const cookies = await createMembers(database.db, CLIENTS);
const clients = startLoadGenerator();
const runs = {
  bare: [] as Measured[],
  'POST bookcourse': [] as Measured[],
  'two instances': [] as Measured[],
};

/** One rush on a fresh appointment, checked for exactly full. */
async function bookingRush(name: keyof typeof runs, urls: string[], round: number): Promise<void> {
  const appointment = await createAppointment(database.db);
  const result = await clients.fire(bookingRequests(appointment, cookies, urls));
  await assertExactlyFull(database.db, appointment.id, result, `${name}, round ${round + 1}`);
  runs[name].push(result);
}

const instanceUrls = instances.map((instance) => instance.url);
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.bare.push(await clients.fire(cookies.map(() => ({ url: `${bareUrl}/bare`, headers: {} }))));
    await bookingRush('POST bookcourse', [appUrl], round);
    if (instanceUrls.length > 0) await bookingRush('two instances', instanceUrls, round);
  }
} finally {
  clients.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
}

console.log(`booking-rush (${database.driver}, ${CLIENTS} clients for ${PLACES} places, ${ROUNDS} rounds)`);
const bareThroughput = describe('bare fastify + one write', runs.bare, true);
for (const name of ['POST bookcourse', 'two instances'] as const) {
  if (runs[name].length === 0) continue;
  const throughput = describe(name, runs[name], name === 'POST bookcourse');
  console.log(`  ratio (${name} / bare): ${(throughput / bareThroughput).toFixed(2)}`);
}
console.log(`every round gave exactly ${PLACES} places (answers, counter and rows) and ${CLIENTS - PLACES} clear 409s`);

await database.db.execute(sql`drop table if exists bench_writes`);
await Promise.all([app.close(), bare.close()]);
await database.close();
