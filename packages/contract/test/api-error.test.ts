import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf, stripInfoPrefix, toApiError } from '../src/client/api-error.ts';

const options = { translate: (key: string) => (key === 'noxweb.trace.id' ? 'Trace ID' : key) };

describe('toApiError (spec 001 section 8)', () => {
  it('prefixes client errors that carry a message with Info: and appends the trace id', () => {
    const error = toApiError(
      {
        status: 409,
        statusText: 'Conflict',
        body: { errorCode: 'FULL', errorMessage: 'Course is full', traceId: 'abc' },
      },
      options,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Info: Course is full (Trace ID: abc)');
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({ errorCode: 'FULL' });
  });

  it('uses the error code when there is no message, and no prefix for server errors', () => {
    expect(toApiError({ status: 400, statusText: '', body: { errorCode: 'X', traceId: '' } }, options).message).toBe(
      'X',
    );
    expect(
      toApiError({ status: 503, statusText: '', body: { errorCode: 'X', errorMessage: 'Down', traceId: 't' } }, options)
        .message,
    ).toBe('Down (Trace ID: t)');
  });

  it("answers 413 with 'Info: ' and the status text", () => {
    expect(toApiError({ status: 413, statusText: 'Payload Too Large', body: 'x' }, options).message).toBe(
      'Info: Payload Too Large',
    );
  });

  it('gives a generic error for non-JSON answers and keeps the body', () => {
    const error = toApiError({ status: 500, statusText: 'Internal Server Error', body: '<html>' }, options);
    expect(error.message).toBe('500 Internal Server Error');
    expect(error.body).toBe('<html>');
  });

  it("prefers the call's own message for a status", () => {
    const error = toApiError(
      { status: 401, statusText: '', body: { errorCode: 'BAD' }, callMessage: 'nox.mobile.wrong.credentials' },
      options,
    );
    expect(error.message).toBe('nox.mobile.wrong.credentials');
  });
});

describe('error code extraction', () => {
  it('takes the first code of an error list, else the code of the object', () => {
    expect(errorCodeOf({ errorCode: 'OUTER', errors: [{ errorCode: 'INNER', typedArgs: [] }] })).toBe('INNER');
    expect(errorCodeOf({ errorCode: 'OUTER' })).toBe('OUTER');
    expect(errorCodeOf('text')).toBeUndefined();
  });
});

it('strips the Info: prefix for display', () => {
  expect(stripInfoPrefix('Info: Course is full')).toBe('Course is full');
  expect(stripInfoPrefix('Course is full')).toBe('Course is full');
});
