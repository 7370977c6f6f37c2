import { ErrorCodes } from '@motus/contract';
import { DEFAULT_LOCALE, matchLocale, type UiLocale } from '@motus/i18n';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listAdditionalEmails } from './repo/additional-emails.ts';
import { findUserById } from './repo/users.ts';
import type { UserRow } from './schema/users.ts';

/** The account of a member; a session whose account is gone counts as logged out. */
export async function requireUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(403, ErrorCodes.notLoggedIn, 'User is not logged in');
  return user;
}

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A UI locale from the first of the requested tags the portal speaks, else en-GB. */
export function uiLocaleOf(...requested: (string | undefined)[]): UiLocale {
  for (const tag of requested) {
    const locale = tag ? matchLocale(tag) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The addresses the account has proven it owns: the login e-mail and verified additional e-mails, lower case. */
export async function verifiedAddressesOf(db: Database, user: UserRow): Promise<string[]> {
  const additional = await listAdditionalEmails(db, user.id);
  return [user.email, ...additional.filter((row) => row.verified).map((row) => row.email)].map((email) =>
    email.toLowerCase(),
  );
}
