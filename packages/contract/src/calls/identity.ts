import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { emailAddress, PASSWORD_MAX_LENGTH, password, requiredText, verificationCode } from '../validation.ts';

export const studioConnectSchema = z.object({
  id: z.uuid(),
  studioId: z.number().int(),
  tenant: z.string(),
  studioName: z.string(),
});

/** User info (spec 000 section 3); profilePictureUrl is null when the user has none (a default avatar counts as none). */
export const userInfoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  studioConnected: z.boolean(),
  studioConnects: z.array(studioConnectSchema),
  profilePictureUrl: z.string().nullable(),
  /** The tenant the account works for as studio staff (the staff area), else null. */
  staffOf: z.string().nullable(),
});

const notLoggedIn = { 403: 'User is not logged in' };
const emailBody = z.object({ email: emailAddress });

/** Username and password travel in an `Authorization: Basic` header (spec 001 section 7.4), never in the body. */
export const login = defineCall({
  id: 'identity.login',
  method: 'POST',
  path: '/login',
  auth: 'public',
  errors: [ErrorCodes.invalidCredentials, ErrorCodes.tooManyRequests],
  answer: userInfoSchema,
  statusMessages: { 401: 'nox.mobile.wrong.credentials', 429: 'account.login.paused' },
});

export const logout = defineCall({
  id: 'identity.logout',
  method: 'POST',
  path: '/logout',
  auth: 'public',
  answer: z.undefined(),
  answerKind: 'empty',
});

/**
 * The portal's user info. A visitor without a session is answered 204 without a body rather than 403: every page the
 * portal opens asks it, and a guest is a normal state, not a failed request (docs/decisions.md). The backend family's
 * `/nox/v1/me/info` keeps the 403 that spec 001 section 8 reads as 'User is not logged in', and the client takes both.
 */
export const getUserInfo = defineCall({
  id: 'identity.getUserInfo',
  method: 'GET',
  path: '/v1/me/info',
  auth: 'public',
  answer: userInfoSchema.optional(),
  statusMessages: notLoggedIn,
});

export const getNoxUserInfo = defineCall({
  id: 'identity.getNoxUserInfo',
  method: 'GET',
  path: '/nox/v1/me/info',
  auth: 'member',
  answer: userInfoSchema,
  statusMessages: notLoggedIn,
});

/** Cannot be undone, so the current password is asked for again (a cookie left on a shared computer is not enough). */
export const deleteAccount = defineCall({
  id: 'identity.deleteAccount',
  method: 'DELETE',
  path: '/v1/me',
  auth: 'member',
  body: z.object({ password: requiredText(PASSWORD_MAX_LENGTH) }),
  errors: [ErrorCodes.wrongPassword, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export const changePassword = defineCall({
  id: 'identity.changePassword',
  method: 'POST',
  path: '/v1/me/changepassword',
  auth: 'member',
  body: z.object({ currentPassword: requiredText(PASSWORD_MAX_LENGTH), newPassword: password }),
  errors: [ErrorCodes.wrongPassword, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

/** Starts a change of the login e-mail: a code goes to the new address. */
export const requestEmailChange = defineCall({
  id: 'identity.requestEmailChange',
  method: 'POST',
  path: '/v1/me/changeemail',
  auth: 'member',
  body: z.object({ email: emailAddress, password: requiredText(PASSWORD_MAX_LENGTH) }),
  errors: [ErrorCodes.wrongPassword, ErrorCodes.emailAlreadyRegistered, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export const getReferralUrl = defineCall({
  id: 'identity.getReferralUrl',
  method: 'GET',
  path: '/v1/me/referralurl',
  auth: 'member',
  answer: z.object({ referralUrl: z.string(), referralCode: z.string() }),
});

/** Public although under /v1/me: an unverified user cannot log in yet. Answers the same whether or not the address is known. */
export const resendRegistrationMail = defineCall({
  id: 'identity.resendRegistrationMail',
  method: 'POST',
  path: '/v1/me/resendregistrationmail',
  auth: 'public',
  body: emailBody,
  errors: [ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export const getSupportToken = defineCall({
  id: 'identity.getSupportToken',
  method: 'POST',
  path: '/v1/me/zendesk/token',
  auth: 'member',
  errors: [ErrorCodes.supportNotConfigured],
  answer: z.object({ supportURL: z.string() }),
});

/** Answers the same whether or not the address is known; a code is mailed only when it is. */
export const requestPasswordReset = defineCall({
  id: 'identity.requestPasswordReset',
  method: 'POST',
  path: '/v1/public/user/resetpassword',
  auth: 'public',
  body: emailBody,
  errors: [ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export const resetPassword = defineCall({
  id: 'identity.resetPassword',
  method: 'POST',
  path: '/v2/public/user/changepassword',
  auth: 'public',
  body: z.object({ email: emailAddress, code: verificationCode, password }),
  errors: [ErrorCodes.invalidCode, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

/**
 * Uses the link mailed when an account stopped taking logins from unknown devices: the browser that sends it becomes
 * a trusted device of the account (its device cookie is set) and may log in at once.
 */
export const unlockLogin = defineCall({
  id: 'identity.unlockLogin',
  method: 'POST',
  path: '/v1/public/user/unlock-login',
  auth: 'public',
  body: z.object({ token: z.string().min(1).max(128) }),
  errors: [ErrorCodes.loginUnlockNotFound, ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export type UserInfo = z.infer<typeof userInfoSchema>;
export type StudioConnect = z.infer<typeof studioConnectSchema>;
