/**
 * API throughput: requests per second of a real call (GET /nox/public/v1/studios/{id}, through the contract,
 * validation, the request context and a database read) next to a bare Fastify endpoint doing one query on the
 * same database in the same run. The ratio is the figure to improve; absolute numbers depend on the machine.
 *
 *   npm run api-throughput -w @motus/bench [-- --seconds 10 --connections 50]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

async function measure(url: string): Promise<autocannon.Result> {
  return autocannon({ url, duration, connections, headers: { 'x-client-type': 'WEB' } });
}

function summary(name: string, result: autocannon.Result): string {
  return `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`;
}

const config = testConfig({ databaseUrl: process.env.DATABASE_URL ?? 'memory://' });
const database = await prepareDatabase(config);
const app = await buildApp(config, database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => {
  await database.db.execute(sql`select 1`);
  return { ok: true };
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const baseline = await measure(`${bareUrl}/bare`);
const studio = await measure(`${appUrl}/nox/public/v1/studios/1210001001`);

console.log(`api-throughput (${database.driver}, ${connections} connections, ${duration} s each)`);
console.log(summary('bare fastify + query', baseline));
console.log(summary('GET studio', studio));
console.log(`ratio (studio / bare): ${(studio.requests.average / baseline.requests.average).toFixed(2)}`);

await Promise.all([app.close(), bare.close()]);
await database.close();
