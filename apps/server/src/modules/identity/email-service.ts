import { type Contacts, ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { requireUser } from './accounts.ts';
import type { Caller } from './caller.ts';
import { mailCode } from './code-mails.ts';
import { redeemCode } from './codes.ts';
import { assertCurrentPassword } from './login-service.ts';
import { emailAlreadyRegistered } from './registration-service.ts';
import {
  deleteAdditionalEmailRow,
  findAdditionalEmail,
  insertAdditionalEmail,
  listAdditionalEmails,
  markAdditionalEmailVerified,
} from './repo/additional-emails.ts';
import { isEmailTaken, updateUser } from './repo/users.ts';
import type { UserRow } from './schema/users.ts';

/** Enough for private, work and family addresses; more is abuse. */
const MAX_ADDITIONAL_EMAILS = 10;

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function emailNotFound() {
  return notFound(ErrorCodes.emailNotFound, 'This e-mail address is not on the account');
}

export async function getContacts(db: Database, userId: string): Promise<Contacts> {
  const user = await requireUser(db, userId);
  const additional = await listAdditionalEmails(db, user.id);
  return {
    email: user.email,
    additionalEmails: additional.map(({ email, verified }) => ({ email, verified })),
    phoneNumber: user.phoneNumber,
    mobileNumber: user.mobileNumber,
  };
}

export async function updateContacts(
  db: Database,
  userId: string,
  changes: { phoneNumber?: string | null | undefined; mobileNumber?: string | null | undefined },
): Promise<Contacts> {
  const { phoneNumber, mobileNumber } = changes;
  await updateUser(db, userId, {
    ...(phoneNumber !== undefined ? { phoneNumber } : {}),
    ...(mobileNumber !== undefined ? { mobileNumber } : {}),
  });
  return getContacts(db, userId);
}

async function assertAddressFree(db: Database, user: UserRow, email: string): Promise<void> {
  if (sameAddress(user.email, email) || (await isEmailTaken(db, email, user.id))) throw emailAlreadyRegistered();
}

/** Mails a code to the new address; the login e-mail changes only when the code comes back (change-main-email). */
export async function requestEmailChange(
  db: Database,
  userId: string,
  request: { email: string; password: string },
  caller: Caller,
): Promise<void> {
  const user = await requireUser(db, userId);
  await assertCurrentPassword(db, user, request.password, caller);
  await assertAddressFree(db, user, request.email);
  await db.transaction(async (tx) => {
    await mailCode(tx, { user, purpose: 'CHANGE_EMAIL', email: request.email, caller, whenThrottled: 'refuse' });
  });
}

/** Swaps the login e-mail with a verified additional e-mail; the old login e-mail stays as a verified additional one. */
async function promoteAdditionalEmail(db: Database, user: UserRow, email: string): Promise<void> {
  const additional = await findAdditionalEmail(db, user.id, email);
  if (!additional?.verified) throw emailNotFound();
  await db.transaction(async (tx) => {
    await deleteAdditionalEmailRow(tx, user.id, email);
    await insertAdditionalEmail(tx, user.id, user.email, true);
    await updateUser(tx, user.id, { email: additional.email });
  });
}

async function confirmEmailChange(db: Database, user: UserRow, email: string, code: string, ip: string) {
  await redeemCode(db, { userId: user.id, purpose: 'CHANGE_EMAIL', email, code, ip });
  await db.transaction(async (tx) => {
    await deleteAdditionalEmailRow(tx, user.id, email);
    await updateUser(tx, user.id, { email });
  });
}

/** With a code: confirms a change started by requestEmailChange. Without: promotes a verified additional e-mail. */
export async function changeMainEmail(
  db: Database,
  userId: string,
  request: { email: string; code?: string | undefined },
  caller: Caller,
): Promise<Contacts> {
  const user = await requireUser(db, userId);
  await assertAddressFree(db, user, request.email);
  if (request.code) await confirmEmailChange(db, user, request.email, request.code, caller.ip);
  else await promoteAdditionalEmail(db, user, request.email);
  return getContacts(db, userId);
}

/** Adds an unverified address and mails it a code; adding a known address again just mails a new code. */
export async function addAdditionalEmail(
  db: Database,
  userId: string,
  email: string,
  caller: Caller,
): Promise<Contacts> {
  const user = await requireUser(db, userId);
  if (sameAddress(user.email, email)) throw emailAlreadyRegistered();
  const existing = await findAdditionalEmail(db, user.id, email);
  if (existing?.verified) return getContacts(db, userId);
  if (!existing && (await listAdditionalEmails(db, user.id)).length >= MAX_ADDITIONAL_EMAILS) {
    throw badRequest(ErrorCodes.validationFailed, `At most ${MAX_ADDITIONAL_EMAILS} additional e-mail addresses`);
  }
  await db.transaction(async (tx) => {
    await insertAdditionalEmail(tx, user.id, email, false);
    await mailCode(tx, { user, purpose: 'ADDITIONAL_EMAIL', email, caller, whenThrottled: 'refuse' });
  });
  return getContacts(db, userId);
}

export async function verifyAdditionalEmail(
  db: Database,
  userId: string,
  request: { email: string; code: string },
  caller: Caller,
): Promise<Contacts> {
  if (!(await findAdditionalEmail(db, userId, request.email))) throw emailNotFound();
  await redeemCode(db, { ...request, userId, purpose: 'ADDITIONAL_EMAIL', ip: caller.ip });
  await markAdditionalEmailVerified(db, userId, request.email);
  return getContacts(db, userId);
}

export async function deleteAdditionalEmail(db: Database, userId: string, email: string): Promise<Contacts> {
  if (!(await deleteAdditionalEmailRow(db, userId, email))) throw emailNotFound();
  return getContacts(db, userId);
}
