import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RESOLVED_ID = '\0motus-client-contract';
/** The full contract, calls with their schemas, for the few forms that validate with a call's own input schema. */
const WITH_SCHEMAS = '@motus/contract/schemas';
const CONTRACT_ENTRY = fileURLToPath(import.meta.resolve('@motus/contract'));
const GENERATOR = fileURLToPath(new URL('./client-contract-source.ts', import.meta.url));

/** Vite loads its configuration without a TypeScript loader for workspace packages; tsx does, in a process of its own. */
function generateClientContract(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', GENERATOR], { encoding: 'utf8' });
}

/** Serves `@motus/contract` to the web app as the generator makes it (build/client-contract-source.ts), and `@motus/contract/schemas` as the full one. */
export function clientContract(): Plugin {
  let source: string | undefined;
  return {
    name: 'motus-client-contract',
    enforce: 'pre',
    resolveId(source) {
      if (source === '@motus/contract') return RESOLVED_ID;
      if (source === WITH_SCHEMAS) return CONTRACT_ENTRY;
      return null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      source ??= generateClientContract();
      return source;
    },
  };
}
