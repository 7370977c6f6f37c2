import { type AnswerOf, type AnyCall, answerableErrors, ErrorCodes, toRouterPath } from '@motus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequestValidationError } from '../plugins/errors.ts';
import { HttpError } from './http-error.ts';
import {
  answerOf,
  PublicAnswerCache,
  type PublicAnswerSource,
  publicAnswerKey,
  readStamp,
  sendPublicAnswer,
} from './public-answer-cache.ts';
import type { TenantScope } from './tenant-scope.ts';

/** The call's inputs, parsed by its schemas. */
export interface CallInput<C extends AnyCall> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
}

export interface CallRequest<C extends AnyCall> extends CallInput<C> {
  /** Who is asking, for the tenant the call declares. */
  scope: TenantScope<C['principal']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type JsonAnswer<C extends AnyCall> = z.input<C['answer']> | AnswerOf<C>;
type HandlerResult<C extends AnyCall> = C['answerKind'] extends 'json' ? JsonAnswer<C> : unknown;

export type CallHandler<C extends AnyCall> = (input: CallRequest<C>) => Promise<HandlerResult<C>>;

/**
 * Registers one answer for two calls that differ only in who may call them (a public and a member variant); the scope
 * tells the handler who asks.
 */
export function registerPair<P extends AnyCall, M extends AnyCall>(
  app: FastifyInstance,
  calls: { public: P; member: M },
  handler: (input: CallRequest<P> | CallRequest<M>) => Promise<HandlerResult<P> & HandlerResult<M>>,
): void {
  registerCall(app, calls.public, handler);
  registerCall(app, calls.member, handler);
}

export interface CallOptions<C extends AnyCall> {
  /** The tenant of the row a `resource` call is about (a 404 when there is none). */
  tenantOf?: (input: CallInput<C>) => Promise<string>;
  /**
   * A public GET answer the same for everyone: kept serialized by the server, checked against the database on every
   * request (lib/public-answer-cache.ts) and sent with an ETag and `Cache-Control: public` instead of `no-store`.
   */
  publicCache?: PublicAnswerSource<CallInput<C>, AnswerOf<C>>;
}

/** A call that takes no body also accepts an empty object for it, as clients send `{}` on such calls. */
function bodyOf(call: AnyCall, body: unknown): unknown {
  const isEmptyObject =
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
  return call.body instanceof z.ZodUndefined && isEmptyObject ? undefined : body;
}

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
  throw internalError();
}

function internalError(): HttpError {
  return new HttpError(500, ErrorCodes.internal, 'Internal server error');
}

/**
 * Outside production a refusal with an error code the call does not declare is the server's bug (the contract's list
 * is what the web relies on): it is logged with the call and the code and answered as a 500, so a test meeting it fails.
 */
function undeclaredErrorGuard(call: AnyCall): (error: unknown, request: FastifyRequest) => unknown {
  if (process.env.NODE_ENV === 'production') return (error) => error;
  const declared = answerableErrors(call);
  return (error, request) => {
    if (!(error instanceof HttpError) || error.statusCode >= 500 || declared.has(error.errorCode)) return error;
    request.log.error({ call: call.id, errorCode: error.errorCode }, 'an error code the call does not declare');
    return internalError();
  };
}

function assertAllowed(call: AnyCall, request: FastifyRequest): void {
  if (call.principal !== 'public' && !request.member) {
    throw new HttpError(403, ErrorCodes.notLoggedIn, 'User is not logged in');
  }
}

function numericField(input: CallInput<AnyCall>, field: string): number {
  const value = (input.params as Record<string, unknown>)[field] ?? (input.query as Record<string, unknown>)[field];
  if (typeof value !== 'number') throw new Error(`the tenant source names ${field}, which is not a numeric input`);
  return value;
}

/** The tenant the call declares it is about, as far as the request names one. */
async function declaredTenant<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  request: FastifyRequest,
  input: CallInput<C>,
  options: CallOptions<C>,
): Promise<string | undefined> {
  const source = call.tenant;
  if (source === 'context') return request.context.tenant;
  if (source === 'query') return (input.query as { tenant?: string }).tenant ?? request.context.tenant;
  if (source === 'resource') return resourceTenant(call, options)(input);
  return app.tenancy.tenantOfStudio(numericField(input, source.studio));
}

function resourceTenant<C extends AnyCall>(call: C, options: CallOptions<C>) {
  if (!options.tenantOf) throw new Error(`${call.id} takes its tenant from a resource but names no tenantOf`);
  return options.tenantOf;
}

/** Resolves who is asking once: the customer of a customer call is the account's in the declared tenant, or a 403. */
async function scopeOf<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  request: FastifyRequest,
  input: CallInput<C>,
  options: CallOptions<C>,
): Promise<TenantScope> {
  // A public call answers everyone alike: its handler sees a guest even when a session came along.
  const base = { user: call.principal === 'public' ? null : request.member, locale: request.context.locale };
  // Staff work for one tenant: whatever the request names, a staff call is about theirs.
  if (call.principal === 'staff' && request.member) {
    const tenant = await app.tenancy.staffTenantOf(request.member.userId);
    return { ...base, tenant, customerId: undefined, homeStudioId: undefined };
  }
  const tenant = await declaredTenant(app, call, request, input, options);
  if (call.principal !== 'customer' || !request.member) {
    return { ...base, tenant, customerId: undefined, homeStudioId: undefined };
  }
  const customer = await app.tenancy.customerOf(request.member.userId, tenant);
  return { ...base, ...customer };
}

/** The /nox family is answered under /nox and under the studio-api/ prefix (spec 001 section 7.1). */
function urlsOf(call: AnyCall): string[] {
  const url = toRouterPath(call.path);
  return call.family === 'nox' ? [url, `/studio-api${url}`] : [url];
}

type Answerer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function inputOf<C extends AnyCall>(call: C, request: FastifyRequest): CallInput<C> {
  assertAllowed(call, request);
  return {
    params: parseInput(call.params, request.params ?? {}, 'path') as z.output<C['params']>,
    query: parseInput(call.query, request.query ?? {}, 'query') as z.output<C['query']>,
    body: parseInput(call.body, bodyOf(call, request.body), 'body') as z.output<C['body']>,
  };
}

/** The scope, the handler and the answer's check, for inputs already parsed. */
function resultOf<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions<C>,
): (input: CallInput<C>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (input, request, reply) => {
    const scope = (await scopeOf(app, call, request, input, options)) as TenantScope<C['principal']>;
    const result = await handler({ ...input, scope, request, reply });
    if (call.answerKind === 'json') return checkedAnswer(call, request, result);
    if (call.answerKind === 'empty') return reply.status(204).send();
    return result;
  };
}

/** The whole answer to one request: who may call, the parsed inputs, the scope, the handler and the answer's check. */
function answererOf<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions<C>,
): Answerer {
  const result = resultOf(app, call, handler, options);
  return async (request, reply) => result(inputOf(call, request), request, reply);
}

/**
 * The answer kept for the request when the database still has what it was made of; else made anew, kept under the
 * stamp read before it was made, so a change that lands meanwhile is seen by the next request.
 */
function cachedAnswererOf<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions<C>,
  source: PublicAnswerSource<CallInput<C>, AnswerOf<C>>,
): Answerer {
  if (call.principal !== 'public' || call.method !== 'GET' || call.answerKind !== 'json') {
    throw new Error(`${call.id} is no public JSON read: its answers may not be cached`);
  }
  const cache = new PublicAnswerCache();
  const result = resultOf(app, call, handler, options);
  return async (request, reply) => {
    const key = publicAnswerKey(request);
    const kept = cache.get(key);
    const stamp = kept ? await readStamp(app.db, kept.tenant, kept.liveState) : null;
    if (kept && stamp === kept.stamp) return sendPublicAnswer(request, reply, kept);
    const input = inputOf(call, request);
    const answer = (await result(input, request, reply)) as AnswerOf<C>;
    if (source.cacheable && !source.cacheable(input)) return answer;
    const tenant = await source.tenantOf(answer, input, request);
    const made = answerOf(JSON.stringify(answer), {
      tenant,
      liveState: source.liveState?.(input),
      stamp: kept?.tenant === tenant ? stamp : null,
    });
    cache.set(key, made);
    return sendPublicAnswer(request, reply, made);
  };
}

/**
 * Registers the handler of a declared call: inputs parsed by the call's schemas (a NUL byte anywhere is refused before,
 * by plugins/input-guard.ts), answers checked against its answer schema and never cached, but for a public read
 * that declares what it is made of (options.publicCache).
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions<C> = {},
): void {
  if (call.tenant === 'resource') resourceTenant(call, options);
  const guardErrors = undeclaredErrorGuard(call);
  const answer = options.publicCache
    ? cachedAnswererOf(app, call, handler, options, options.publicCache)
    : answererOf(app, call, handler, options);
  for (const url of urlsOf(call)) {
    app.route({
      method: call.method,
      url,
      // Answers are personal or may become so (a member's view of a public call, a guest's checkout): no browser or
      // proxy keeps them, refusals included. A handler that serves something cacheable (a logo) sets its own, and so
      // does a cached public answer when it is sent.
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
      handler: async (request, reply) => {
        try {
          return await answer(request, reply);
        } catch (error) {
          throw guardErrors(error, request);
        }
      },
    });
  }
}
