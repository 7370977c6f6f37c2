import react from '@vitejs/plugin-react';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { clientContract } from './build/client-contract.ts';

/**
 * Test files that replace a module with vi.mock: in a module graph shared with other files the app may already hold the
 * real module, so they run in a project of their own, isolated (vitest.isolated.config.ts).
 */
export const MODULE_MOCKING_TESTS = [
  'src/features/account/account-screens.test.tsx',
  'src/features/contract-signup/contract-signup.test.tsx',
];

/** The web tests in jsdom; `test` names the project and picks its files. */
export function webProject(test: TestProjectInlineConfiguration['test']) {
  return defineProject({
    root: import.meta.dirname,
    // The contract as the browser gets it, so a screen that reads a call's schemas fails here too.
    plugins: [clientContract(), react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Only a test that hangs reaches this: waits end when their condition holds (src/test/setup.ts), and the first
      // whole-app render of a worker, which transforms and loads most of the app, may take long on a busy machine.
      testTimeout: 60_000,
      ...test,
    },
  });
}

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: MODULE_MOCKING_TESTS,
  // A worker's test files share one jsdom document and module graph instead of building both per file (about three
  // times faster); src/test/setup.ts resets the page and the app's state after each test.
  isolate: false,
});
