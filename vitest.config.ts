import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];

/**
 * The API test files of a worker share its module graph (imported once, not once per file) and its embedded database
 * (test/helpers/test-database.ts brings it back to the seeded state for each file).
 */
const serverIsolation = { include: serverTests, isolate: false };

/** The API suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const serverProjects = [
  {
    extends: true,
    test: {
      name: 'server-pglite',
      ...serverIsolation,
      globalSetup: ['apps/server/test/helpers/global-setup.ts'],
      env: { MOTUS_TEST_DRIVER: 'pglite' },
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true,
          test: {
            name: 'server-postgres',
            ...serverIsolation,
            globalSetup: ['apps/server/test/helpers/global-setup.ts'],
            env: { MOTUS_TEST_DRIVER: 'postgres' },
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Only a test that hangs reaches these bounds: on a busy two-core machine seeding the demo world in a test (or
    // loading a database in a hook) takes several times as long as on an idle one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'i18n', include: ['packages/i18n/test/**/*.test.ts'] } },
      ...serverProjects,
      ...(existsSync('apps/web/vitest.config.ts')
        ? ['apps/web/vitest.config.ts', 'apps/web/vitest.isolated.config.ts']
        : []),
    ],
  },
});
