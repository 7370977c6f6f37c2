import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** public: no login; member: a session is required; closed: the closed public prefix (cross-tenant check-in). */
export type CallAuth = 'public' | 'member' | 'closed';

/** nox: the backend family under /nox (also served under /studio-api/nox); portal: the portal client API at the origin. */
export type CallFamily = 'nox' | 'portal' | 'site';

export type AnswerKind = 'json' | 'binary' | 'empty';

type AnySchema = z.ZodType;

export interface CallDefinition<
  P extends AnySchema = AnySchema,
  Q extends AnySchema = AnySchema,
  B extends AnySchema = AnySchema,
  A extends AnySchema = AnySchema,
  K extends AnswerKind = AnswerKind,
> {
  /** Stable id, e.g. `studios.getPublicStudio`. */
  id: string;
  family: CallFamily;
  method: HttpMethod;
  /** Full path with `{param}` placeholders, as the spec writes it, e.g. `/nox/public/v1/studios/{studioId}`. */
  path: string;
  auth: CallAuth;
  params: P;
  query: Q;
  body: B;
  answer: A;
  answerKind: K;
  /** Messages the client shows for particular statuses of this call (spec 001 section 8), as translation keys or text. */
  statusMessages: Readonly<Record<number, string>>;
}

export type AnyCall = CallDefinition;

export type ParamsOf<C extends AnyCall> = z.input<C['params']>;
export type QueryOf<C extends AnyCall> = z.input<C['query']>;
export type BodyOf<C extends AnyCall> = z.input<C['body']>;
export type AnswerOf<C extends AnyCall> = z.output<C['answer']>;

const noParams = z.object({}).strict();
const noQuery = z.object({});
const noBody = z.undefined();

interface CallInput<P, Q, B, A, K> {
  id: string;
  method: HttpMethod;
  path: string;
  auth: CallAuth;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  answerKind?: K;
  statusMessages?: Record<number, string>;
}

export function familyOf(path: string): CallFamily {
  if (path.startsWith('/nox/')) return 'nox';
  if (/^\/(login|logout|v\d)(\/|$)/.test(path)) return 'portal';
  return 'site';
}

/** Declares a call once; the server registers a handler for it and the web client calls it. */
export function defineCall<
  P extends AnySchema = typeof noParams,
  Q extends AnySchema = typeof noQuery,
  B extends AnySchema = typeof noBody,
  A extends AnySchema = z.ZodUnknown,
  K extends AnswerKind = 'json',
>(input: CallInput<P, Q, B, A, K>): CallDefinition<P, Q, B, A, K> {
  return {
    id: input.id,
    family: familyOf(input.path),
    method: input.method,
    path: input.path,
    auth: input.auth,
    params: (input.params ?? noParams) as P,
    query: (input.query ?? noQuery) as Q,
    body: (input.body ?? noBody) as B,
    answer: input.answer,
    answerKind: input.answerKind ?? ('json' as K),
    statusMessages: input.statusMessages ?? {},
  };
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/** `/a/{b}/c` becomes `/a/:b/c` (the router's form). */
export function toRouterPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
