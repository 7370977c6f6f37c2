import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The first whole-app render of a worker transforms and loads most of the app; on a busy two-core machine that
    // takes more than the default five seconds.
    testTimeout: 30_000,
  },
});
