import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** The Motus server the dev server forwards API calls to. */
const SERVER = process.env.MOTUS_SERVER_URL ?? 'http://localhost:3000';

/**
 * Regular expressions rather than plain prefixes: a prefix like `/login` would also swallow the
 * SPA route `/login-register`.
 */
const API_PATHS = [
  '^/(studio-api|nox|v[1-4]|translations|whitelabelconfigs)(/|$)',
  '^/(login|logout|healthz)(/|\\?|$)',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((pattern) => [pattern, { target: SERVER }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code, so they get their own long-cached chunks; each feature
        // (a dynamic import in app/routes.tsx) stays a chunk of its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
            { name: 'contract', test: /packages[\\/](contract|i18n)[\\/]/ },
          ],
        },
      },
    },
  },
});
