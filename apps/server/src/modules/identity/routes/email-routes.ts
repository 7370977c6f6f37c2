import {
  addAdditionalEmail as addAdditionalEmailCall,
  addAdditionalEmailLegacy,
  changeMainEmail as changeMainEmailCall,
  deleteAdditionalEmail as deleteAdditionalEmailCall,
  deleteAdditionalEmailLegacy,
  getContacts as getContactsCall,
  requestEmailChange as requestEmailChangeCall,
  updateContacts as updateContactsCall,
  verifyAdditionalEmail as verifyAdditionalEmailCall,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { callerOf } from '../caller.ts';
import {
  addAdditionalEmail,
  changeMainEmail,
  deleteAdditionalEmail,
  getContacts,
  requestEmailChange,
  updateContacts,
  verifyAdditionalEmail,
} from '../email-service.ts';

export function registerEmailRoutes(app: FastifyInstance): void {
  registerCall(app, getContactsCall, ({ request }) => getContacts(app.db, memberOf(request).userId));

  registerCall(app, updateContactsCall, ({ body, request }) => updateContacts(app.db, memberOf(request).userId, body));

  registerCall(app, requestEmailChangeCall, ({ body, request }) =>
    requestEmailChange(app.db, memberOf(request).userId, body, callerOf(request)),
  );

  registerCall(app, changeMainEmailCall, ({ body, request }) =>
    changeMainEmail(app.db, memberOf(request).userId, body, callerOf(request)),
  );

  for (const call of [addAdditionalEmailCall, addAdditionalEmailLegacy]) {
    registerCall(app, call, ({ body, request }) =>
      addAdditionalEmail(app.db, memberOf(request).userId, body.email, callerOf(request)),
    );
  }

  for (const call of [deleteAdditionalEmailCall, deleteAdditionalEmailLegacy]) {
    registerCall(app, call, ({ query, request }) =>
      deleteAdditionalEmail(app.db, memberOf(request).userId, query.email),
    );
  }

  registerCall(app, verifyAdditionalEmailCall, ({ body, request }) =>
    verifyAdditionalEmail(app.db, memberOf(request).userId, body, callerOf(request)),
  );
}
