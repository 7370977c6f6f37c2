import { ApiError } from '@motus/contract/client';
import { describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, loginErrorKey, UNKNOWN_LOGIN_ERROR } from './login-error.ts';

describe('the message of a failed login (spec 001 section 8)', () => {
  it('reads wrong credentials as bad credentials', () => {
    expect(loginErrorKey(new ApiError(401, 'nox.mobile.wrong.credentials', null))).toBe(BAD_CREDENTIALS);
  });

  it('reads an invalid_grant answer as bad credentials, whatever its status', () => {
    expect(loginErrorKey(new ApiError(400, 'Bad request', { error: 'invalid_grant' }))).toBe(BAD_CREDENTIALS);
  });

  it('keeps the paused login, which tells what to do', () => {
    expect(loginErrorKey(new ApiError(429, 'account.login.paused', null))).toBe('account.login.paused');
  });

  it('reads anything else as an unknown error', () => {
    expect(loginErrorKey(new ApiError(500, 'Server trouble', 'oops'))).toBe(UNKNOWN_LOGIN_ERROR);
    expect(loginErrorKey(new ApiError(400, 'Bad request', { error: 'invalid_client' }))).toBe(UNKNOWN_LOGIN_ERROR);
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe(UNKNOWN_LOGIN_ERROR);
  });
});
