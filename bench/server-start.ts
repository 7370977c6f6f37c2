/**
 * Server start: time from the start command to the first /healthz answer on a warm embedded database (a data folder
 * that already holds the migrated demo world), for the compiled server (`node apps/server/dist/main.js`, what
 * `npm start` runs) next to the TypeScript source run through tsx (what it ran before), alternating in the same run,
 * and for the whole `npm start` (which skips builds whose sources did not change).
 *
 *   npm run server-start -w @motus/bench [-- --rounds 3 --port 3333]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, startServer } from './server-process.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, port: { type: 'string' } } });
const ROUNDS = Number(values.rounds);
const port = values.port ? Number(values.port) : await freePort();

const COMMANDS = {
  compiled: ['node', '--enable-source-maps', 'apps/server/dist/main.js'],
  tsx: ['node_modules/.bin/tsx', 'apps/server/src/main.ts'],
  'npm start': ['npm', 'start', '--silent'],
};
type Variant = keyof typeof COMMANDS;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'motus-bench-start-'));
const env = { DATA_DIR: dataDir };

async function timeStart(variant: Variant): Promise<number> {
  const server = await startServer(COMMANDS[variant], env, port);
  await server.stop();
  return server.startMs;
}

try {
  // Builds what changed the way `npm start` does, so its own check finds everything built.
  execFileSync('node_modules/.bin/tsx', ['apps/server/scripts/build-if-changed.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  // The first start creates and seeds the data folder; it is the cold start, not measured.
  await timeStart('compiled');
  const times: Record<Variant, number[]> = { compiled: [], tsx: [], 'npm start': [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of Object.keys(COMMANDS) as Variant[]) times[variant].push(await timeStart(variant));
  }
  console.log(`server-start (warm embedded database, median of ${ROUNDS}, ms to the first /healthz answer)`);
  for (const variant of Object.keys(COMMANDS) as Variant[]) {
    console.log(
      `${variant.padEnd(10)} ${median(times[variant]).toFixed(0).padStart(6)} ms  (${times[variant].map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  }
  console.log(`ratio (compiled / tsx): ${(median(times.compiled) / median(times.tsx)).toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
