/**
 * Studio search: the finder's text search (GET /v1/public/studios?query=…, through the contract, validation, the
 * search and the answer's contacts) over 10,000 studios generated here into a fresh in-memory database, next to a
 * `select 1` round trip on the same database in the same run. Prints median and p95 per query.
 *
 *   npm run studio-search -w @motus/bench [-- --studios 10000 --runs 60]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openAppDatabase } from '../apps/server/src/database.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { randomSource } from '../apps/server/src/lib/random-source.ts';
import { CITIES } from '../apps/server/src/modules/places/cities.ts';
import { type NewStudioRow, studios } from '../apps/server/src/modules/studios/schema.ts';
import { tenants } from '../apps/server/src/modules/tenants/schema.ts';

const { values } = parseArgs({
  options: { studios: { type: 'string', default: '10000' }, runs: { type: 'string', default: '60' } },
});
const studioCount = Number(values.studios);
const runs = Number(values.runs);

const BRANDS = [
  'Kraftwerk',
  'Alpenfit',
  'Iron Temple',
  'FitHaus',
  'Urban Gym',
  'Pulse Fitness',
  'Atlas Athletics',
  'Vita Club',
];
const DISTRICTS = ['Mitte', 'Nord', 'Süd', 'West', 'Ost', 'Altstadt', 'Zentrum', 'Bahnhof', 'Downtown', 'Uptown'];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenweg',
  'Schillerstraße',
  'Main Street',
  'Oak Avenue',
  'Seestrasse',
];
const ZONES: Record<string, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  US: 'America/Chicago',
};
const TENANTS = 20;
const BATCH = 1000;

function generatedStudios(): NewStudioRow[] {
  const random = randomSource(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: studioCount }, (_, index) => {
    const city = pick(CITIES);
    const brand = pick(BRANDS);
    const zipLength = city.countryCode === 'DE' || city.countryCode === 'US' ? 5 : 4;
    return {
      id: 9_000_000_000 + index,
      tenantId: `bench-${index % TENANTS}`,
      magiclineId: index,
      name: `${brand} ${city.name} ${pick(DISTRICTS)}`,
      zoneId: ZONES[city.countryCode],
      countryCode: city.countryCode,
      street: pick(STREETS),
      houseNumber: String(1 + Math.floor(random() * 200)),
      city: city.name,
      zip: String(Math.floor(random() * 10 ** zipLength)).padStart(zipLength, '1'),
      latitude: city.latitude + (random() - 0.5) / 10,
      longitude: city.longitude + (random() - 0.5) / 10,
      facilityGroup: brand.toLowerCase().replaceAll(' ', '-'),
      slug: `bench-studio-${index}`,
    };
  });
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const QUERIES = [
  'Berlin',
  'München',
  'Muenchen',
  'münch',
  'zur',
  'Iron Temple Hamburg',
  'Austin Downtown',
  'fit',
  'nowhere',
];

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? 'memory://' });
const database = await openAppDatabase({ url: config.databaseUrl, dataDir: '' });
await migrateDatabase(database);
await database.db.delete(studios).where(sql`${studios.id} >= 9000000000`);
await database.db
  .insert(tenants)
  .values(Array.from({ length: TENANTS }, (_, index) => ({ id: `bench-${index}`, name: 'Bench', publicName: 'Bench' })))
  .onConflictDoNothing();
const rows = generatedStudios();
for (let start = 0; start < rows.length; start += BATCH) {
  await database.db.insert(studios).values(rows.slice(start, start + BATCH));
}
await database.db.execute(sql`analyze studios`);
const app = await buildApp(config, database);

const search = (query: string) => async () => {
  const response = await app.inject({ url: `/v1/public/studios?query=${encodeURIComponent(query)}` });
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  return response.json<{ totalElements: number }>().totalElements;
};

const format = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
console.log(`studio-search (${database.driver}, ${studioCount} studios, ${runs} runs each)`);
const baseline = await timed(() => database.db.execute(sql`select 1`));
console.log(`${'select 1 (baseline)'.padEnd(30)} median ${format(baseline.median)}  p95 ${format(baseline.p95)}`);
const medians: number[] = [];
for (const query of QUERIES) {
  const matches = await search(query)();
  const result = await timed(search(query));
  medians.push(result.median);
  const label = `"${query}" (${matches} hits)`;
  console.log(`${label.padEnd(30)} median ${format(result.median)}  p95 ${format(result.p95)}`);
}
const nearest = await timed(async () => app.inject({ url: '/v1/public/studios?lat=48.137&lng=11.575' }));
console.log(`${'nearest to Munich (no text)'.padEnd(30)} median ${format(nearest.median)}  p95 ${format(nearest.p95)}`);
medians.sort((a, b) => a - b);
const overall = percentile(medians, 0.5);
console.log(
  `text search median over the queries: ${overall.toFixed(2)} ms (budget 50 ms); ${(overall / baseline.median).toFixed(1)}× the select 1 round trip`,
);

await app.close();
await database.close();
