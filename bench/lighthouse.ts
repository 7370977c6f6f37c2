/**
 * Lighthouse (mobile form factor, simulated throttling) on the home page, a studio page and a course schedule of
 * the built app, served by the real compiled server on a fresh embedded database with the demo world. Prints the
 * four category scores and the main metrics per page, and keeps each full report in bench/.out/lighthouse; the
 * budget is 95 in every category.
 *
 *   npm run lighthouse -w @motus/bench [-- --port 3334]
 *
 * Chromium: CHROME_PATH, else /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeStudioUuid } from '@motus/contract';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, repoRoot, startServer } from './server-process.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port ? Number(values.port) : await freePort();

/** The full reports, for the audits behind a score (layout shifts, render-blocking requests, …). */
const REPORTS_DIR = join(repoRoot, 'bench/.out/lighthouse');
const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;
const PAGES = { home: '/', studio: BERLIN, 'course schedule': `${BERLIN}/course` };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

interface PageReport {
  scores: number[];
  metrics: Record<keyof typeof METRICS, number>;
  transferKiB: number;
}

async function audit(page: string, url: string, chromePort: number): Promise<PageReport> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  writeFileSync(join(REPORTS_DIR, `${page.replaceAll(' ', '-')}.json`), JSON.stringify(result.lhr, null, 2));
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: CATEGORIES.map((category) => Math.round((categories[category]?.score ?? 0) * 100)),
    metrics: {
      FCP: numeric(METRICS.FCP),
      LCP: numeric(METRICS.LCP),
      TBT: numeric(METRICS.TBT),
      CLS: numeric(METRICS.CLS),
    },
    transferKiB: numeric('total-byte-weight') / 1024,
  };
}

function line(page: string, report: PageReport): string {
  const { FCP, LCP, TBT, CLS } = report.metrics;
  return [
    page.padEnd(16),
    ...report.scores.map((score) => String(score).padStart(5)),
    `  FCP ${(FCP / 1000).toFixed(1)} s`,
    `LCP ${(LCP / 1000).toFixed(1)} s`,
    `TBT ${TBT.toFixed(0)} ms`,
    `CLS ${CLS.toFixed(3)}`,
    `transfer ${report.transferKiB.toFixed(0)} KiB`,
  ].join('  ');
}

const dataDir = mkdtempSync(join(tmpdir(), 'motus-bench-lighthouse-'));
mkdirSync(REPORTS_DIR, { recursive: true });
execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
const server = await startServer(['node', 'apps/server/dist/main.js'], { DATA_DIR: dataDir }, port);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const reports: [string, PageReport][] = [];
  for (const [page, path] of Object.entries(PAGES))
    reports.push([page, await audit(page, `${server.url}${path}`, chrome.port)]);
  console.log(
    'lighthouse 12.2.3, mobile (simulated throttling); scores: performance, accessibility, best practices, SEO',
  );
  for (const [page, report] of reports) console.log(line(page, report));
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
