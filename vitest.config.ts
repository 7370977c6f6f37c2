import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];

/** The API suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const serverProjects = [
  {
    extends: true,
    test: {
      name: 'server-pglite',
      include: serverTests,
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
            include: serverTests,
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'i18n', include: ['packages/i18n/test/**/*.test.ts'] } },
      ...serverProjects,
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
