#!/usr/bin/env node
// `npm test`: lint, typecheck, each vitest project, then the browser journeys, one layer after the other. It stops at
// the first failing layer (its exit code is the command's) and always ends with the time each layer took.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createVitest } from 'vitest/node';

/** The projects vitest.config.ts declares for this environment (server-postgres only with TEST_DATABASE_URL). */
async function vitestProjects() {
  const vitest = await createVitest('test', { watch: false, run: true }, { logLevel: 'silent' });
  const names = vitest.projects.map((project) => project.name);
  await vitest.close();
  return names;
}

function npm(...args) {
  return { command: 'npm', args };
}

async function layers() {
  const projects = await vitestProjects();
  return [
    { name: 'lint', ...npm('run', 'lint') },
    { name: 'typecheck', ...npm('run', 'typecheck') },
    ...projects.map((project) => ({
      name: `unit: ${project}`,
      ...npm('exec', '--', 'vitest', 'run', '--project', project),
    })),
    { name: 'e2e', ...npm('run', 'test:e2e') },
  ];
}

function runLayer(layer) {
  console.log(`\n▶ ${layer.name}`);
  const started = performance.now();
  const { status, signal } = spawnSync(layer.command, layer.args, { stdio: 'inherit' });
  return { name: layer.name, seconds: (performance.now() - started) / 1000, status: status ?? (signal ? 1 : 0) };
}

function printTimes(results, total) {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  console.log('\nLayer times');
  for (const result of results) {
    const outcome = result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
    console.log(`  ${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(7)} s  ${outcome}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}

const started = performance.now();
const results = [];
for (const layer of await layers()) {
  const result = runLayer(layer);
  results.push(result);
  if (result.status !== 0) break;
}
printTimes(results, (performance.now() - started) / 1000);
process.exitCode = results.at(-1)?.status ?? 0;
