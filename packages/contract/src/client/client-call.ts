import type { AnyCall } from '../define-call.ts';

/** What the browser's client reads of a call; the schemas stay on the server, which validates every input and answer. */
export const CLIENT_CALL_FIELDS = [
  'id',
  'family',
  'method',
  'path',
  'auth',
  'principal',
  'tenant',
  'answerKind',
  'statusMessages',
] as const satisfies readonly (keyof AnyCall)[];

const SCHEMA_FIELDS = ['params', 'query', 'body', 'answer'] as const;

export type ClientCallFields = Pick<AnyCall, (typeof CLIENT_CALL_FIELDS)[number]>;

/**
 * A call as the web build ships it: its fields without the schemas (apps/web/build/client-contract.ts). Reading a
 * schema fails loudly instead of finding nothing, naming where a form gets the schemas it validates with.
 */
export function clientCall(fields: ClientCallFields): ClientCallFields {
  const call = { ...fields };
  for (const field of SCHEMA_FIELDS) {
    Object.defineProperty(call, field, {
      get() {
        throw new Error(
          `${fields.id}.${field}: the web build ships calls without schemas; import the call from '@motus/contract/schemas'`,
        );
      },
    });
  }
  return Object.freeze(call);
}
