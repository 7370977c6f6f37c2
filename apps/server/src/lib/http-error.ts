import { ErrorCodes, type ErrorItem } from '@motus/contract';

/** An expected failure with the status and error body of spec 001 section 8. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly errors: ErrorItem[] | undefined;

  constructor(statusCode: number, errorCode: string, message?: string, errors?: ErrorItem[]) {
    super(message ?? errorCode);
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.errors = errors;
  }
}

export function notFound(errorCode: string = ErrorCodes.notFound, message?: string): HttpError {
  return new HttpError(404, errorCode, message);
}

export function badRequest(errorCode: string, message?: string, errors?: ErrorItem[]): HttpError {
  return new HttpError(400, errorCode, message, errors);
}
