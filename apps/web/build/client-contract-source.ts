import { fileURLToPath } from 'node:url';
import * as contract from '@motus/contract';
import { CLIENT_CALL_FIELDS, type ClientCallFields } from '@motus/contract/client';

const CONTRACT_ENTRY = fileURLToPath(import.meta.resolve('@motus/contract'));

/** The exports as plain values: their types (every schema's) would cost the type check more than the rest of the app. */
const contractExports: Record<string, unknown> = contract;

function isCall(value: unknown): value is ClientCallFields {
  return typeof value === 'object' && value !== null && 'answerKind' in value && 'method' in value && 'path' in value;
}

/** Strings, numbers, booleans and arrays and plain objects of them: the contract's enums and limits. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

function clientFields(call: ClientCallFields): ClientCallFields {
  return Object.fromEntries(CLIENT_CALL_FIELDS.map((field) => [field, call[field]])) as ClientCallFields;
}

function callExport([name, call]: [string, ClientCallFields]): string {
  return `export const ${name} = /* @__PURE__ */ clientCall(${JSON.stringify(clientFields(call))});`;
}

/**
 * The contract as the browser gets it: each call as its plain fields instead of the call with its Zod schemas, each
 * enum or limit as its value, and the rest (helpers, the schemas a form validates with) from the package itself.
 * Calls and enums live next to the schemas that use them, so importing one built every schema of its file: each page
 * loaded and ran Zod (27 KiB gzip) although the client never parses with them; the server validates every input and
 * answer.
 */
export function clientContractSource(): string {
  const entries = Object.entries(contractExports);
  const calls = entries.filter((entry): entry is [string, ClientCallFields] => isCall(entry[1]));
  const values = entries.filter(([, value]) => !isCall(value) && isPlainData(value));
  const others = entries.filter(([, value]) => !isCall(value) && !isPlainData(value)).map(([name]) => name);
  return [
    `import { clientCall } from '@motus/contract/client';`,
    `export { ${others.join(', ')} } from ${JSON.stringify(CONTRACT_ENTRY)};`,
    ...values.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
    ...calls.map(callExport),
  ].join('\n');
}

// Run by the plugin in a process of its own, where tsx loads the contract's TypeScript.
if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(clientContractSource());
