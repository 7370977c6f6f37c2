import type { FeatureFlags } from '@motus/contract';
import type { Environment } from './environment.ts';

/** Flags that are always off in production (spec 000 section 6). */
export const PROD_OFF_FLAGS = ['SPONSORING', 'VACCINATION_CERTIFICATE', 'TRACKING_EVENTS', 'GA4'] as const;

/** The spec names three tenants for this flag without naming them; Motus names these (docs/decisions.md). */
export const PRIVACY_RENAME_TENANTS = ['kraftwerk', 'alpenfit', 'urbanwerk'] as const;

export interface FeatureContext {
  environment: Environment;
  tenant: string | undefined;
  /** Reports a flag the server does not know, which is then enabled. */
  warn?: (message: string) => void;
}

/** Flags already reported as unknown: one warning per flag, not one per render. */
const warnedFlags = new Set<string>();

/**
 * Whether a feature is on: all flags in the dev environment; otherwise the production-off list, the named-tenant
 * flag, then the server's answer, and a flag nobody configured is on (with a warning).
 */
export function isFeatureEnabled(flags: FeatureFlags, name: string, context: FeatureContext): boolean {
  if (context.environment === 'dev') return true;
  if ((PROD_OFF_FLAGS as readonly string[]).includes(name)) return context.environment !== 'prod';
  if (name === 'PRIVACY_MYSPORTS_RENAME') {
    return (PRIVACY_RENAME_TENANTS as readonly string[]).includes(context.tenant ?? '');
  }
  if (name === 'IS_DEV') return context.environment !== 'prod';
  const configured = flags[name];
  if (configured === undefined) {
    if (!warnedFlags.has(name)) context.warn?.(`Feature flag ${name} does not exist; enabled by default`);
    warnedFlags.add(name);
    return true;
  }
  return configured;
}
