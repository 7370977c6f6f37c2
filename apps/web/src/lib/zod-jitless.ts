import { config } from 'zod/v4/core';

/**
 * The web build's `zod` (vite.config.ts aliases it here), so the setting below runs before any module builds a schema.
 * Zod probes `new Function` before its first object parse to pick a compiled parser; the page's Content-Security-Policy
 * forbids eval, so the probe is reported as a policy violation in the console (Lighthouse best practices). Without
 * just-in-time parsers Zod never probes.
 */
config({ jitless: true });

export * from 'zod/v4';
