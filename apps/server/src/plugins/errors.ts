import { type ErrorBody, ErrorCodes, type ErrorItem } from '@motus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isDataError } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

/** The paths that belong to the API; anything else unknown falls through to the SPA. */
const API_PATH = /^\/(nox|studio-api|v[1-4]|translations|whitelabelconfigs|psp)\/|^\/(login|logout|healthz)(\/|$)/;

/** The path of a URL as the router matches it: percent-decoded (`/%76%31/…` is `/v1/…`), a malformed one as sent. */
export function routedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isApiPath(url: string): boolean {
  return API_PATH.test(routedPath(url));
}

/** The error item of one invalid field: its path and the reason, as typed arguments. */
export function invalidField(field: string, reason: string): ErrorItem {
  return {
    errorCode: ErrorCodes.invalidValue,
    typedArgs: [
      { type: 'FIELD', value: field },
      { type: 'STRING', value: reason },
    ],
  };
}

/** One error item per invalid field. */
export function fieldErrors(error: ZodError, location: string): ErrorItem[] {
  return error.issues.map((issue) => invalidField([location, ...issue.path.map(String)].join('.'), issue.message));
}

export class RequestValidationError extends HttpError {
  constructor(error: ZodError, location: string) {
    super(400, ErrorCodes.validationFailed, `Invalid request ${location}`, fieldErrors(error, location));
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: Omit<ErrorBody, 'traceId'>) {
  return reply
    .status(status)
    .type('application/json')
    .send({ ...body, traceId: request.id });
}

/** Fastify's own client errors (bad JSON, unsupported media type, body too large) keep their 4xx status. */
function clientErrorCode(error: FastifyError): string {
  if (error.statusCode === 413) return ErrorCodes.payloadTooLarge;
  if (error.statusCode === 415) return ErrorCodes.unsupportedMediaType;
  if (error.statusCode === 429) return ErrorCodes.tooManyRequests;
  return ErrorCodes.validationFailed;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(request, reply, error.statusCode, {
        errorCode: error.errorCode,
        errorMessage: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error instanceof ZodError) {
      return sendError(request, reply, 400, {
        errorCode: ErrorCodes.validationFailed,
        errorMessage: 'Invalid request',
        errors: fieldErrors(error, 'request'),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, { errorCode: clientErrorCode(error), errorMessage: error.message });
    }
    if (isDataError(error)) {
      // A value the validation let through and the database refused (out of range, too long, not encodable): the
      // caller's mistake, but one the call's schema should have caught, so it is logged to be tightened.
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendError(request, reply, 400, { errorCode: ErrorCodes.validationFailed, errorMessage: 'Invalid value' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, { errorCode: ErrorCodes.internal, errorMessage: 'Internal server error' });
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });
}

export default fp(errorsPlugin, { name: 'errors' });

export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, {
    errorCode: ErrorCodes.routeNotFound,
    errorMessage: `No call ${request.method} ${request.url.split('?')[0]}`,
  });
}
