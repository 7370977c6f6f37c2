import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientContract } from './build/client-contract.ts';
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
  plugins: [clientContract(), react(), precompress()],
  resolve: {
    // Zod with its configuration: a page that builds no schema loads no Zod (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }],
  },
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
        // React, which every page needs and which changes least, gets a long-cached chunk of its own. Everything the
        // entry imports statically is one `shell` chunk: on a phone network each request costs a round trip, and 45
        // small shared chunks cost more than the few kilobytes a page would not use. Code that only screens share goes
        // into `shared` chunks, one per set of screens, merged while small; each feature stays a chunk of its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Zod with its configuration, loaded by the screens that validate a form.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'shared',
              test: /src[\\/](ui|lib)[\\/]|node_modules/,
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
            },
          ],
        },
        // The shared chunks would otherwise be named after every screen that loads them.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
      },
    },
  },
});
