import { ApiError } from '@motus/contract/client';
import { i18n } from '../../lib/i18n.ts';
import type { ErrorSource } from '../../ui/error-messages.tsx';

/**
 * What the error renderer shows for a failed call, in the user's language: the call's own message key (401 on login),
 * else the error code's text (account.errors.*), else the server's message; anything else as a generic failure.
 */
export function shownError(error: unknown): ErrorSource {
  if (!(error instanceof ApiError)) return 'account.errors.unexpected';
  if (i18n.exists(error.message)) return error.message;
  const code = error.errorCode;
  return code ? { errorCode: `account.errors.${code}`, errorMessage: error.message } : error;
}
