import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Every run starts the built app on a fresh embedded database, seeded with the demo world on first start. */
const dataDir = mkdtempSync(join(tmpdir(), 'motus-e2e-'));

/** Debian's Chromium; the test runner downloads no browser (see .ci/run). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  /**
   * Journeys run in two workers, each test on its own: a journey that books, pays or reserves does it as a member it
   * created (support/fixtures.ts `member`), and one that must share a seeded row takes its worker's lane of it.
   */
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  /**
   * Two workers share the machine's two cores with the server: a journey gets about half of what it had alone, less on
   * a busy machine. A passing journey ends as soon as it is done; this only bounds a stuck one.
   */
  timeout: 90_000,
  /** Generous for a shared 2-core machine; a passing check returns as soon as it holds. */
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    /**
     * Recording a trace costs about a third of the run's CPU, so only the retry of a failed journey records one (CI
     * retries once; locally, `--trace on`). Every failure still leaves a screenshot and the page's ARIA snapshot.
     */
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    /** axe-core is injected as a script tag, which the portal's CSP would refuse. */
    bypassCSP: true,
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium, bypassCSP: true } },
    /** Phones run only the journeys whose layout or behaviour differs there: those tagged @mobile. */
    { name: 'mobile', grep: /@mobile/, use: { ...devices['Pixel 7'], launchOptions: chromium, bypassCSP: true } },
  ],
  webServer: {
    /** As `npm start`: builds the web app and the server when a source changed since their last build, then starts. */
    command: 'npm start',
    cwd: '..',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    /** The journeys read mail in the developer mailbox and open the UI gallery: both are off unless turned on. */
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEV_MAILBOX: '1',
      DEV_UI: '1',
    },
  },
});
