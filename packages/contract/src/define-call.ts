import { z } from 'zod';
import { type CallFamily, familyOf } from './call-paths.ts';
import { ErrorCodes } from './errors/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** public: no login; member: a session is required; closed: the closed public prefix (cross-tenant check-in). */
export type CallAuth = 'public' | 'member' | 'closed';

/**
 * Who may call: public: anyone; user: a logged-in account; customer: an account connected to a customer of the call's
 * tenant; staff: an employee of a tenant, whose calls are always about that tenant.
 */
export type CallPrincipal = 'public' | 'user' | 'customer' | 'staff';

/**
 * Where a call's tenant comes from. context: the page's tenant (x-tenant), else the account's first connected one;
 * query: the `tenant` query parameter, else the context; `{ studio: field }`: the tenant of the studio whose id is that
 * path or query field; resource: the tenant of the row the call is about (the server's module names it).
 */
export type TenantSource = 'context' | 'query' | 'resource' | { studio: string };

export type AnswerKind = 'json' | 'binary' | 'empty';

type AnySchema = z.ZodType;

export interface CallDefinition<
  P extends AnySchema = AnySchema,
  Q extends AnySchema = AnySchema,
  B extends AnySchema = AnySchema,
  A extends AnySchema = AnySchema,
  K extends AnswerKind = AnswerKind,
  R extends CallPrincipal = CallPrincipal,
> {
  /** Stable id, e.g. `studios.getPublicStudio`. */
  id: string;
  family: CallFamily;
  method: HttpMethod;
  /** Full path with `{param}` placeholders, as the spec writes it, e.g. `/nox/public/v1/studios/{studioId}`. */
  path: string;
  auth: CallAuth;
  principal: R;
  tenant: TenantSource;
  params: P;
  query: Q;
  body: B;
  answer: A;
  answerKind: K;
  /** Messages the client shows for particular statuses of this call (spec 001 section 8), as translation keys or text. */
  statusMessages: Readonly<Record<number, string>>;
  /**
   * The error codes of the call's own rules it may answer with. Those of every call are implied: VALIDATION_FAILED, and
   * by the principal NOT_LOGGED_IN and NOT_CONNECTED_TO_TENANT.
   */
  errors: readonly string[];
}

export type AnyCall = CallDefinition;

export type ParamsOf<C extends AnyCall> = z.input<C['params']>;
export type QueryOf<C extends AnyCall> = z.input<C['query']>;
export type BodyOf<C extends AnyCall> = z.input<C['body']>;
export type AnswerOf<C extends AnyCall> = z.output<C['answer']>;

const noParams = z.object({}).strict();
const noQuery = z.object({});
const noBody = z.undefined();

/** The principal a call has when it declares none: a member call's is a logged-in user, any other's the public. */
export type DefaultPrincipal<T extends CallAuth> = T extends 'member' ? 'user' : 'public';

interface CallInput<P, Q, B, A, K, T, R> {
  id: string;
  method: HttpMethod;
  path: string;
  auth: T;
  /** Defaults to `user` for member calls and `public` for the others. */
  principal?: R;
  /** Defaults to `context`. */
  tenant?: TenantSource;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  answerKind?: K;
  statusMessages?: Record<number, string>;
  errors?: readonly string[];
}

/** Declares a call once; the server registers a handler for it and the web client calls it. */
export function defineCall<
  P extends AnySchema = typeof noParams,
  Q extends AnySchema = typeof noQuery,
  B extends AnySchema = typeof noBody,
  A extends AnySchema = z.ZodUnknown,
  K extends AnswerKind = 'json',
  T extends CallAuth = CallAuth,
  R extends CallPrincipal = DefaultPrincipal<T>,
>(input: CallInput<P, Q, B, A, K, T, R>): CallDefinition<P, Q, B, A, K, R> {
  return {
    id: input.id,
    family: familyOf(input.path),
    method: input.method,
    path: input.path,
    auth: input.auth,
    principal: input.principal ?? ((input.auth === 'member' ? 'user' : 'public') as R),
    tenant: input.tenant ?? 'context',
    params: (input.params ?? noParams) as P,
    query: (input.query ?? noQuery) as Q,
    body: (input.body ?? noBody) as B,
    answer: input.answer,
    answerKind: input.answerKind ?? ('json' as K),
    statusMessages: input.statusMessages ?? {},
    // Shared lists (a place's booking rules, a checkout's) may overlap: each code is listed once.
    errors: [...new Set(input.errors ?? [])],
  };
}

/**
 * Every error code the call may answer with: its own rules' codes, VALIDATION_FAILED, by its principal
 * NOT_LOGGED_IN, NOT_CONNECTED_TO_TENANT or NOT_STAFF, and STUDIO_NOT_FOUND when its tenant is a studio's.
 */
export function answerableErrors(call: AnyCall): ReadonlySet<string> {
  const implied: string[] = [ErrorCodes.validationFailed];
  if (call.principal !== 'public') implied.push(ErrorCodes.notLoggedIn);
  if (call.principal === 'customer') implied.push(ErrorCodes.notConnectedToTenant);
  if (call.principal === 'staff') implied.push(ErrorCodes.notStaff);
  // registerCall itself refuses a studio that does not exist before it resolves the studio's tenant.
  if (typeof call.tenant === 'object') implied.push(ErrorCodes.studioNotFound);
  return new Set([...implied, ...call.errors]);
}
