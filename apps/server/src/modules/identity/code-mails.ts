import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailTemplate } from '../mail/index.ts';
import { enqueueMail } from '../mail/index.ts';
import type { Caller } from './caller.ts';
import { CODE_VALIDITY_MINUTES, issueCode } from './codes.ts';
import { tryAttempt } from './guess-limits.ts';
import type { UserRow } from './schema/users.ts';
import type { CodePurpose } from './schema/verification-codes.ts';

/** Which mail carries a code, and the portal page (spec 000 section 2.4) its link opens with email and code. */
const MAIL_OF_PURPOSE: Record<CodePurpose, { template: MailTemplate; page: string }> = {
  REGISTER: { template: 'registration-code', page: '/verify-register' },
  RESET_PASSWORD: { template: 'password-reset', page: '/verify-password' },
  CHANGE_EMAIL: { template: 'email-change', page: '/verify-email' },
  ADDITIONAL_EMAIL: { template: 'additional-email', page: '/verify-additional-email' },
};

export interface CodeMailRequest {
  user: UserRow;
  purpose: CodePurpose;
  /** Where the code goes: the login e-mail, or the new or additional address being confirmed. */
  email: string;
  caller: Caller;
  /**
   * quiet: an address that had its share of mail lately gets none, and the caller learns nothing (public calls
   * must not tell whether an account exists); refuse: the caller gets 429.
   */
  whenThrottled: 'quiet' | 'refuse';
}

/** Counts a mail to the address against the caller's and the address's mail: true when it may go. */
async function mayMail(db: Database, email: string, caller: Caller, whenThrottled: 'quiet' | 'refuse') {
  const { refused } = await tryAttempt(db, 'MAIL', { source: caller.ip, account: email.toLowerCase() });
  if (refused === 'SOURCE' || (refused && whenThrottled === 'refuse')) {
    throw new HttpError(429, ErrorCodes.tooManyRequests, 'Too many e-mails requested. Please wait a few minutes.');
  }
  return refused === undefined;
}

/** Issues a code and queues its mail in the caller's transaction. */
export async function mailCode(db: Database, request: CodeMailRequest): Promise<void> {
  const { user, purpose, email, caller } = request;
  if (!(await mayMail(db, email, caller, request.whenThrottled))) return;
  const code = await issueCode(db, { userId: user.id, purpose, email });
  const { template, page } = MAIL_OF_PURPOSE[purpose];
  await enqueueMail(db, {
    to: email,
    userId: user.id,
    template,
    locale: user.locale,
    variables: {
      name: user.firstName,
      code,
      link: `${caller.origin}${page}?${new URLSearchParams({ email, code })}`,
      validMinutes: CODE_VALIDITY_MINUTES[purpose],
    },
    signer: { facilityGroup: caller.facilityGroup, tenantId: caller.tenant },
  });
}

/** Counts a mail request that sent nothing (unknown address), so that probing costs the same as mailing. */
export async function countMailRequest(db: Database, email: string, caller: Caller): Promise<void> {
  await mayMail(db, email, caller, 'quiet');
}
