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
    // Only a test that hangs reaches this: waits end when their condition holds (src/test/setup.ts), and the first
    // whole-app render of a worker, which transforms and loads most of the app, may take long on a busy machine.
    testTimeout: 60_000,
  },
});
