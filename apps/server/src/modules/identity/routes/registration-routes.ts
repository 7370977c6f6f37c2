import {
  getQuickRegistration as getQuickRegistrationCall,
  quickRegister as quickRegisterCall,
  register as registerAccountCall,
  resendRegistrationMail as resendRegistrationMailCall,
  verifyRegistrationAndLogin,
  verifyRegistration as verifyRegistrationCall,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { setSessionCookie } from '../../../plugins/session.ts';
import { callerOf } from '../caller.ts';
import { setDeviceCookie } from '../device-cookie.ts';
import { getQuickRegistration, quickRegister } from '../quick-registration-service.ts';
import { register, resendRegistrationMail, verifyRegistration } from '../registration-service.ts';
import { createSession } from '../session-service.ts';
import { trustDevice } from '../trusted-device-service.ts';
import { userInfoOf } from '../user-info.ts';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  registerCall(app, registerAccountCall, async ({ body, request }) => {
    const user = await register(app.db, body, callerOf(request));
    return { email: user.email };
  });

  registerCall(app, verifyRegistrationCall, async ({ body, request }) => {
    await verifyRegistration(app.db, body, callerOf(request));
  });

  registerCall(app, verifyRegistrationAndLogin, async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const user = await verifyRegistration(app.db, body, caller);
    setSessionCookie(reply, await createSession(app.db, user.id, caller));
    setDeviceCookie(reply, await trustDevice(app.db, user.id, undefined));
    return userInfoOf(app.db, user);
  });

  registerCall(app, resendRegistrationMailCall, ({ body, request }) =>
    resendRegistrationMail(app.db, body.email, callerOf(request)),
  );

  registerCall(app, getQuickRegistrationCall, ({ query }) => getQuickRegistration(app.db, query.registerUuid));

  registerCall(app, quickRegisterCall, async ({ body, request, reply }) => {
    const { user, ticket } = await quickRegister(app.db, body, callerOf(request));
    setSessionCookie(reply, ticket);
    setDeviceCookie(reply, await trustDevice(app.db, user.id, undefined));
    return userInfoOf(app.db, user);
  });
}
