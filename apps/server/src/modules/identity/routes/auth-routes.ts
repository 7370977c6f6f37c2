import {
  changePassword as changePasswordCall,
  deleteAccount as deleteAccountCall,
  getNoxUserInfo,
  getReferralUrl,
  getSupportToken,
  getUserInfo,
  login as loginCall,
  logout,
  requestPasswordReset as requestPasswordResetCall,
  resetPassword as resetPasswordCall,
  unlockLogin as unlockLoginCall,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { clearSessionCookie, memberOf, sessionTokenOf, setSessionCookie } from '../../../plugins/session.ts';
import { deleteAccount, referralUrlOf } from '../account-service.ts';
import { requireUser } from '../accounts.ts';
import { callerOf } from '../caller.ts';
import { setDeviceCookie } from '../device-cookie.ts';
import { login } from '../login-service.ts';
import { changePassword, requestPasswordReset, resetPassword } from '../password-service.ts';
import { revokeSession } from '../session-service.ts';
import { supportUrlFor } from '../support-token.ts';
import { unlockLogin } from '../trusted-device-service.ts';
import { userInfoOf } from '../user-info.ts';

export function registerAuthRoutes(app: FastifyInstance): void {
  registerCall(app, loginCall, async ({ request, reply }) => {
    const { user, ticket, device } = await login(app.db, request.headers.authorization, callerOf(request));
    setSessionCookie(reply, ticket);
    setDeviceCookie(reply, device);
    return userInfoOf(app.db, user);
  });

  registerCall(app, unlockLoginCall, async ({ body, reply }) => {
    setDeviceCookie(reply, await unlockLogin(app.db, body.token));
  });

  registerCall(app, logout, async ({ request, reply }) => {
    const token = sessionTokenOf(request);
    if (token) await revokeSession(app.db, token);
    clearSessionCookie(reply);
  });

  registerCall(app, getNoxUserInfo, async ({ request }) =>
    userInfoOf(app.db, await requireUser(app.db, memberOf(request).userId)),
  );

  registerCall(app, getUserInfo, async ({ request, reply }) => {
    if (request.member) return userInfoOf(app.db, await requireUser(app.db, request.member.userId));
    reply.code(204);
    return undefined;
  });

  registerCall(app, deleteAccountCall, async ({ body, request, reply }) => {
    await deleteAccount(app.db, memberOf(request).userId, body.password, callerOf(request));
    clearSessionCookie(reply);
  });

  registerCall(app, changePasswordCall, async ({ body, request, reply }) => {
    setSessionCookie(reply, await changePassword(app.db, memberOf(request).userId, body, callerOf(request)));
  });

  registerCall(app, requestPasswordResetCall, ({ body, request }) =>
    requestPasswordReset(app.db, body.email, callerOf(request)),
  );

  registerCall(app, resetPasswordCall, ({ body, request }) => resetPassword(app.db, body, callerOf(request)));

  registerCall(app, getReferralUrl, ({ request }) =>
    referralUrlOf(app.db, memberOf(request).userId, callerOf(request).origin),
  );

  registerCall(app, getSupportToken, async ({ request }) => ({
    supportURL: supportUrlFor(app.config, await requireUser(app.db, memberOf(request).userId)),
  }));
}
