import { type AnswerOf, type AnyCall, ErrorCodes, toRouterPath } from '@motus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from '../plugins/errors.ts';
import { HttpError } from './http-error.ts';

export interface CallRequest<C extends AnyCall> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type JsonAnswer<C extends AnyCall> = z.input<C['answer']> | AnswerOf<C>;
type HandlerResult<C extends AnyCall> = C['answerKind'] extends 'json' ? JsonAnswer<C> : unknown;

export type CallHandler<C extends AnyCall> = (input: CallRequest<C>) => Promise<HandlerResult<C>>;

function parseInput<S extends z.ZodType>(schema: S, value: unknown, location: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new RequestValidationError(result.error, location);
  return result.data;
}

/**
 * The handler's answer checked against the call's own answer schema. A mismatch is the server's bug, not the caller's:
 * it is logged with the call and the issues and answered as a 500, never as the caller's validation failure.
 */
function checkedAnswer(call: AnyCall, request: FastifyRequest, result: unknown): unknown {
  const answer = call.answer.safeParse(result);
  if (answer.success) return answer.data;
  request.log.error({ call: call.id, path: call.path, issues: answer.error.issues }, 'an answer failed its schema');
  throw new HttpError(500, ErrorCodes.internal, 'Internal server error');
}

function assertAllowed(call: AnyCall, request: FastifyRequest): void {
  if (call.auth === 'member' && !request.member) {
    throw new HttpError(403, ErrorCodes.notLoggedIn, 'User is not logged in');
  }
}

/** The /nox family is answered under /nox and under the studio-api/ prefix (spec 001 section 7.1). */
function urlsOf(call: AnyCall): string[] {
  const url = toRouterPath(call.path);
  return call.family === 'nox' ? [url, `/studio-api${url}`] : [url];
}

/**
 * Registers the handler of a declared call: inputs parsed by the call's schemas (a NUL byte anywhere is refused before,
 * by plugins/input-guard.ts), answers checked against its answer schema and never cached.
 */
export function registerCall<C extends AnyCall>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  for (const url of urlsOf(call)) {
    app.route({
      method: call.method,
      url,
      // Answers are personal or may become so (a member's view of a public call, a guest's checkout): no browser or
      // proxy keeps them, refusals included. A handler that serves something cacheable (a logo) sets its own.
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
      handler: async (request, reply) => {
        assertAllowed(call, request);
        const result = await handler({
          params: parseInput(call.params, request.params ?? {}, 'path') as z.output<C['params']>,
          query: parseInput(call.query, request.query ?? {}, 'query') as z.output<C['query']>,
          body: parseInput(call.body, request.body, 'body') as z.output<C['body']>,
          request,
          reply,
        });
        if (call.answerKind === 'json') return checkedAnswer(call, request, result);
        if (call.answerKind === 'empty') return reply.status(204).send();
        return result;
      },
    });
  }
}
