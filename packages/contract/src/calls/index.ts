import type { AnyCall } from '../define-call.ts';
import * as reference from './reference.ts';
import * as studioConfig from './studio-config.ts';
import * as studios from './studios.ts';
import * as translations from './translations.ts';
import * as whitelabel from './whitelabel.ts';

export * from './reference.ts';
export * from './studio-config.ts';
export * from './studios.ts';
export * from './translations.ts';
export * from './whitelabel.ts';

function callsOf(module: Record<string, unknown>): AnyCall[] {
  return Object.values(module).filter(
    (value): value is AnyCall =>
      typeof value === 'object' && value !== null && 'answerKind' in value && 'path' in value,
  );
}

/** Every declared call, for the server's registration check and the conformance test. */
export const allCalls: readonly AnyCall[] = [reference, studioConfig, studios, translations, whitelabel].flatMap(
  callsOf,
);
