/**
 * Bundle budget: the JavaScript a phone downloads for a studio page (gzip), next to a bare React 19 + React Router 7
 * page with two routes (bench/bare-page) built with the same Vite in the same run. Both are loaded in headless
 * Chromium and every script the page fetched until the network settles is counted, so lazy chunks a screen pulls
 * in count too. The budget is 1.5× the bare page.
 *
 *   npm run bundle -w @motus/bench [-- --port 3335]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { encodeStudioUuid } from '@motus/contract';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { freePort, repoRoot, startServer } from './server-process.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, top: { type: 'string', default: '12' } } });

const BARE_ROOT = join(repoRoot, 'bench/bare-page');
const BARE_DIST = join(repoRoot, 'bench/.out/bare-page');
const STUDIO_PAGE = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

interface Script {
  name: string;
  raw: number;
  gzip: number;
}

/** Every script a page loads until the network is idle, with its size before and after gzip. */
async function scriptsOf(url: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname;
      scripts.push(response.body().then((body) => ({ name, raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const total = (scripts: Script[], key: 'raw' | 'gzip') => scripts.reduce((sum, script) => sum + script[key], 0);

function summary(name: string, scripts: Script[]): string {
  return `${name.padEnd(12)} ${String(scripts.length).padStart(3)} scripts  ${kib(total(scripts, 'raw')).padStart(9)} raw  ${kib(total(scripts, 'gzip')).padStart(8)} gzip`;
}

async function measureBarePage(port: number): Promise<Script[]> {
  const shared = { root: BARE_ROOT, configFile: false as const, logLevel: 'warn' as const, plugins: [react()] };
  await build({ ...shared, build: { outDir: BARE_DIST, emptyOutDir: true } });
  const server = await preview({ ...shared, build: { outDir: BARE_DIST }, preview: { port, host: '127.0.0.1' } });
  try {
    return await scriptsOf(`http://127.0.0.1:${port}/`);
  } finally {
    await server.close();
  }
}

async function measureStudioPage(port: number): Promise<Script[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'motus-bench-bundle-'));
  const server = await startServer(['node', 'apps/server/dist/main.js'], { DATA_DIR: dataDir }, port);
  try {
    return await scriptsOf(`${server.url}${STUDIO_PAGE}?locale=en-GB`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
const port = values.port ? Number(values.port) : await freePort();
const bare = await measureBarePage(port);
const studio = await measureStudioPage(port);

console.log('bundle (JavaScript loaded until the network is idle, gzip level 6)');
console.log(summary('bare page', bare));
console.log(summary('studio page', studio));
console.log(`ratio (studio / bare, gzip): ${(total(studio, 'gzip') / total(bare, 'gzip')).toFixed(2)}`);
console.log(`largest scripts of the studio page (gzip):`);
for (const script of [...studio].sort((a, b) => b.gzip - a.gzip).slice(0, Number(values.top))) {
  console.log(`  ${kib(script.gzip).padStart(8)}  ${script.name}`);
}
