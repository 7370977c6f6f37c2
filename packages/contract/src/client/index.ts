import { type Revived, reviveDates } from '../date-fields.ts';
import type { AnswerOf, AnyCall, BodyOf, ParamsOf, QueryOf } from '../define-call.ts';
import { ApiError, toApiError } from './api-error.ts';
import { fillPath, toQueryString } from './build-url.ts';

export * from './api-error.ts';
export * from './basic-auth.ts';
export * from './build-url.ts';
export * from './client-call.ts';

/** Request context the portal sends with every call (spec 001 section 7.1). */
export interface ClientContext {
  webContext?: string | undefined;
  queryParams?: string | undefined;
  facilityGroup?: string | undefined;
  tenant?: string | undefined;
  /** The UI locale, sent as Accept-Language: catalogue texts (course names, offers, …) are answered in it. */
  locale?: string | undefined;
}

export interface ApiClientOptions {
  /** The site origin; empty for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof fetch;
  context: () => ClientContext;
  translate?: (key: string) => string;
  /** Called on 502: the product switches to maintenance mode. */
  onMaintenance?: (error: ApiError) => void;
  /** Called for 500 answers, which are sent to error reporting. */
  reportError?: (error: ApiError) => void;
}

type Optional<T> = undefined extends T ? { [K in keyof T]?: T[K] } | undefined : T;
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: Optional<T> }
    : { [P in K]: T };

export type CallInput<C extends AnyCall> = InputPart<'params', ParamsOf<C>> &
  InputPart<'query', QueryOf<C>> &
  InputPart<'body', BodyOf<C>> & {
    /** Sent as multipart instead of JSON (uploads). */
    formData?: FormData;
    /** Extra request headers, e.g. the basic authorization of the login call. */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

export type ClientAnswer<C extends AnyCall> = C['answerKind'] extends 'binary' ? Blob : Revived<AnswerOf<C>>;

const BINARY_TYPES = ['application/pdf', 'application/zip', 'application/octet-stream', 'text/calendar'];

function isBinary(contentType: string): boolean {
  return contentType.startsWith('image/') || BINARY_TYPES.some((type) => contentType.startsWith(type));
}

/** Studio calls of the /nox family go through the studio-api/ prefix (spec 001 section 7.1). */
export function urlFor(call: AnyCall, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = fillPath(call.path, params);
  const prefixed = call.family === 'nox' ? `/studio-api${path}` : path;
  return `${prefixed}${toQueryString(query)}`;
}

function headersFor(context: ClientContext, hasJsonBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, 'x-client-type': 'WEB', accept: 'application/json' });
  if (hasJsonBody) headers.set('content-type', 'application/json');
  const entries: [string, string | undefined][] = [
    ['x-web-context', context.webContext],
    ['x-query-params', context.queryParams],
    ['x-facility-group', context.facilityGroup],
    ['x-tenant', context.tenant],
    ['accept-language', context.locale],
  ];
  for (const [name, value] of entries) if (value) headers.set(name, value);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (isBinary(contentType)) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type ApiClient = <C extends AnyCall>(call: C, input?: CallInput<C>) => Promise<ClientAnswer<C>>;

/** One typed client for every declared call. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const translate = options.translate ?? ((key: string) => (key === 'noxweb.trace.id' ? 'Trace ID' : key));

  return async function callApi<C extends AnyCall>(call: C, input?: CallInput<C>): Promise<ClientAnswer<C>> {
    const params = (input?.params ?? {}) as Record<string, unknown>;
    const query = (input?.query ?? {}) as Record<string, unknown>;
    const body = input?.body as unknown;
    const hasJsonBody = body !== undefined && !input?.formData;
    const response = await doFetch(`${options.baseUrl ?? ''}${urlFor(call, params, query)}`, {
      method: call.method,
      credentials: 'include',
      headers: headersFor(options.context(), hasJsonBody, input?.headers),
      body: input?.formData ?? (hasJsonBody ? JSON.stringify(body) : undefined),
      signal: input?.signal ?? null,
    });
    // A file answer is a file whatever its type (a JSON export too); a refusal is the usual error body.
    const answer = response.ok && call.answerKind === 'binary' ? await response.blob() : await readBody(response);
    if (!response.ok) {
      const error = toApiError(
        {
          status: response.status,
          statusText: response.statusText,
          body: answer,
          callMessage: call.statusMessages[response.status],
        },
        { translate },
      );
      if (response.status === 502) options.onMaintenance?.(error);
      if (response.status === 500) options.reportError?.(error);
      throw error;
    }
    if (answer instanceof Blob) return answer as ClientAnswer<C>;
    return reviveDates(answer) as ClientAnswer<C>;
  };
}

export { ApiError };
