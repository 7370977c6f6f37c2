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
        // React, which every page needs and which changes least, gets a long-cached chunk of its own. Other
        // libraries go with the routes that import them (one `vendor` chunk made every page load the forms and the
        // sanitizer); each feature (a dynamic import in app/routes.tsx) stays a chunk of its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Zod's configuration must run before any schema is built: in Zod's own chunk it runs before every chunk
            // that imports Zod, whatever order the chunks of the entry evaluate in.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
});
