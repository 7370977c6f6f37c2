/**
 * API throughput: requests per second of the public reads (a studio, the studio lists, a course schedule week,
 * utilization), each through the real server (contract, validation, request context, database), next to a bare
 * Fastify endpoint doing one `select 1` on the same database, measured just before and just after each call. The load
 * generator (autocannon) runs in a process of its own. The ratio is the figure to improve; absolute numbers depend on
 * the machine. A run whose answers are not all 2xx reports nothing and exits non-zero. An empty DATABASE_URL gets the
 * demo world first. Where the time goes: `node --cpu-prof --import tsx bench/api-throughput.ts`, then
 * `npx tsx bench/cpu-profile-summary.ts CPU.*.cpuprofile`.
 *
 *   npm run api-throughput -w @motus/bench [-- --seconds 8 --connections 50]
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { studios } from '../apps/server/src/modules/studios/schema.ts';
import { seedDemoData } from '../apps/server/src/seed/index.ts';
import { type Load, measureInChild } from './autocannon-child.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '50' } },
});
const load: Load = {
  seconds: Number(values.seconds),
  connections: Number(values.connections),
  headers: { 'x-client-type': 'WEB' },
};
const BERLIN = 1210001001;
const DAY_MS = 24 * 60 * 60_000;

interface Measured {
  name: string;
  result: autocannon.Result;
  /** The bare endpoint's rate around this measurement: the mean of the runs just before and just after it. */
  baseline: number;
}

/** The coming week from today's midnight (UTC), so every request of the run asks the same schedule. */
function scheduleWeek(): string {
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  return `startDate=${start.toISOString()}&endDate=${end.toISOString()}`;
}

const CALLS: [string, string][] = [
  // The server's own floor: every plugin and hook of a call (helmet, request context, session, input guard, the
  // contract's checks) around the same `select 1` as the bare endpoint.
  ['GET /healthz (app floor)', '/healthz'],
  ['GET studio', `/nox/public/v1/studios/${BERLIN}`],
  ['GET studios (nox)', '/nox/public/v1/studios'],
  ['GET studios (finder)', '/v1/public/studios'],
  ['GET course schedule week', `/nox/public/v1/bookableitems/course?studioId=${BERLIN}&${scheduleWeek()}`],
  ['GET utilization', `/nox/public/v1/studios/${BERLIN}/utilization`],
];

function failures(result: autocannon.Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function line({ name, result, baseline }: Measured): string {
  const rate = result.requests.average;
  return [
    name.padEnd(26),
    `${rate.toFixed(0).padStart(6)} req/s`,
    `p50 ${String(result.latency.p50).padStart(4)} ms`,
    `p99 ${String(result.latency.p99).padStart(5)} ms`,
    `bare ${baseline.toFixed(0).padStart(6)} req/s`,
    `ratio ${(rate / baseline).toFixed(2)}`,
  ].join('  ');
}

/** One request first: a call that does not answer 2xx is not measured at all. */
async function assertAnswers(url: string): Promise<void> {
  const response = await fetch(url, { headers: load.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: refusing to measure it`);
}

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? 'memory://' });
const database = await prepareDatabase(config);
const [berlin] = await database.db.select({ id: studios.id }).from(studios).where(eq(studios.id, BERLIN));
// A PostgreSQL database gets the demo world only when it has none: point DATABASE_URL at a scratch database.
if (!berlin) await seedDemoData(database.db);
const app = await buildApp(config, database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => {
  await database.db.execute(sql`select 1`);
  return { ok: true };
});
const bareEndpoint = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;

/** A short load on every endpoint first: connections opened, code compiled, answers kept, as in a running server. */
async function warmUp(urls: string[]): Promise<void> {
  for (const url of urls) await measureInChild(url, { ...load, seconds: 2 });
}

/** Stops the run when any answer of any measurement was not 2xx: such figures measure refusals, not the calls. */
function assertAll2xx(runs: { name: string; result: autocannon.Result }[]): void {
  const failed = runs.filter((run) => failures(run.result) > 0);
  for (const { name, result } of failed) {
    console.error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (failed.length > 0) throw new Error('not every measured answer was 2xx: no figures reported');
}

try {
  for (const [, path] of CALLS) await assertAnswers(`${appUrl}${path}`);
  await warmUp([bareEndpoint, ...CALLS.map(([, path]) => `${appUrl}${path}`)]);
  // Bare and call runs alternate, so each call is compared with the bare endpoint under the same machine load.
  const bareRuns = [await measureInChild(bareEndpoint, load)];
  const measured: Measured[] = [];
  for (const [name, path] of CALLS) {
    const result = await measureInChild(`${appUrl}${path}`, load);
    const before = bareRuns.at(-1)?.requests.average ?? 0;
    const after = await measureInChild(bareEndpoint, load);
    bareRuns.push(after);
    measured.push({ name, result, baseline: (before + after.requests.average) / 2 });
  }
  assertAll2xx([...measured, ...bareRuns.map((result) => ({ name: 'bare', result }))]);
  const bareRates = bareRuns.map((result) => result.requests.average.toFixed(0));
  console.log(`api-throughput (${database.driver}, ${load.connections} connections, ${load.seconds} s each)`);
  console.log(`bare fastify + select 1: ${bareRates.join(', ')} req/s (runs between the calls)`);
  for (const one of measured) console.log(line(one));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
}
