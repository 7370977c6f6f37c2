import type { ErrorBody } from '../errors/error-body.ts';

/** The one error type of the client (spec 001 section 8): it keeps the HTTP status, the shown message and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The first errorCode of an error list, else the errorCode of the error object. */
  get errorCode(): string | undefined {
    return errorCodeOf(this.body);
  }
}

export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errors, errorCode } = body as Partial<ErrorBody>;
  const first = Array.isArray(errors) ? errors[0]?.errorCode : undefined;
  return first ?? (typeof errorCode === 'string' ? errorCode : undefined);
}

export const INFO_PREFIX = 'Info: ';

export interface ErrorMessageOptions {
  /** Translates a key; used for the trace-id label (key noxweb.trace.id). */
  translate: (key: string) => string;
}

function isErrorBody(body: unknown): body is Partial<ErrorBody> {
  return typeof body === 'object' && body !== null && ('errorCode' in body || 'errorMessage' in body);
}

/** The message rules for JSON error answers of status 400 and above. */
export function messageForJsonError(status: number, body: Partial<ErrorBody>, options: ErrorMessageOptions): string {
  const base = body.errorMessage ?? body.errorCode ?? String(status);
  let message = status < 500 && body.errorMessage ? `${INFO_PREFIX}${base}` : base;
  if (body.traceId) message += ` (${options.translate('noxweb.trace.id')}: ${body.traceId})`;
  return message;
}

interface FailedAnswer {
  status: number;
  statusText: string;
  body: unknown;
  /** A message this call declares for this status (spec 001 section 8), if any. */
  callMessage?: string | undefined;
}

/** Builds the ApiError for a failed answer following spec 001 section 8. */
export function toApiError(answer: FailedAnswer, options: ErrorMessageOptions): ApiError {
  const { status, statusText, body, callMessage } = answer;
  if (callMessage) return new ApiError(status, callMessage, body);
  if (status === 413) return new ApiError(status, `${INFO_PREFIX}${statusText}`, body);
  if (isErrorBody(body)) return new ApiError(status, messageForJsonError(status, body, options), body);
  return new ApiError(status, `${status} ${statusText}`.trim(), body);
}

/** Text beginning 'Info: ' is shown without that prefix (spec 002 section 8). */
export function stripInfoPrefix(message: string): string {
  return message.startsWith(INFO_PREFIX) ? message.slice(INFO_PREFIX.length) : message;
}
