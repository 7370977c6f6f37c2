import { ErrorCodes, type ErrorItem } from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { invalidField, routedPath } from './errors.ts';

const NUL = '\u0000';

/** The fields (dotted paths) whose text, or key, holds a NUL byte; iterative, as a body may nest thousands deep. */
export function fieldsWithNulByte(value: unknown, path: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, at] = next;
    if (typeof node === 'string' && node.includes(NUL)) found.push(at);
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, field] of Object.entries(node)) {
      if (key.includes(NUL)) found.push(at);
      else pending.push([field, `${at}.${key}`]);
    }
  }
  return found;
}

/**
 * Refuses a request with a NUL byte anywhere in its path, query or body with 400 VALIDATION_FAILED naming the fields:
 * PostgreSQL can neither store nor compare text with one, so no such value may reach a query. Every route, declared
 * call or not, passes here after its body is parsed and before it is validated.
 */
export function assertNoNulBytes(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'url'>): void {
  const fields = [
    ...fieldsWithNulByte(request.params, 'path'),
    ...fieldsWithNulByte(request.query, 'query'),
    ...fieldsWithNulByte(request.body, 'body'),
  ];
  if (fields.length === 0 && !routedPath(request.url).includes(NUL)) return;
  const errors: ErrorItem[] = (fields.length ? fields : ['path']).map((field) =>
    invalidField(field, 'must not contain a NUL byte'),
  );
  throw new HttpError(400, ErrorCodes.validationFailed, 'Invalid request: a NUL byte', errors);
}

async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertNoNulBytes(request);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['errors'] });
