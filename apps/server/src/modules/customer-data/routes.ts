import {
  changeAddressData,
  changeContactData,
  changePaymentData,
  changePersonalData,
  downloadSepaMandate,
  getAddressData,
  getContactData,
  getCustomerItalianProvinces,
  getPaymentData,
  getPersonalData,
  getPersonalDataDocumentTypes,
  withdrawAmendment as withdrawAmendmentCall,
} from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { documentTypeList, ITALIAN_PROVINCES } from '../contracts/index.ts';
import { withdrawAmendment } from './amendment-service.ts';
import { changeGroup, groupAnswer } from './customer-data-service.ts';
import { currentMandatePdf } from './mandate-service.ts';

/** A personal-data change may carry a proof of up to 5 MB as a data URL, above the server's general body limit. */
const PERSONAL_CHANGE_BODY_BYTES = 8 * 1024 * 1024;

async function personalChangeRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = PERSONAL_CHANGE_BODY_BYTES;
  });
  registerCall(app, changePersonalData, ({ body, scope }) => changeGroup(app.db, scope, 'PERSONAL', body));
}

async function groupRoutes(app: FastifyInstance) {
  registerCall(app, getPersonalData, ({ scope }) => groupAnswer(app.db, scope, 'PERSONAL'));
  registerCall(app, getAddressData, ({ scope }) => groupAnswer(app.db, scope, 'ADDRESS'));
  registerCall(app, changeAddressData, ({ body, scope }) => changeGroup(app.db, scope, 'ADDRESS', body));
  registerCall(app, getContactData, ({ scope }) => groupAnswer(app.db, scope, 'CONTACT'));
  registerCall(app, changeContactData, ({ body, scope }) => changeGroup(app.db, scope, 'CONTACT', body));
  registerCall(app, getPaymentData, ({ scope }) => groupAnswer(app.db, scope, 'PAYMENT'));
  registerCall(app, changePaymentData, ({ body, scope }) => changeGroup(app.db, scope, 'PAYMENT', body));
  registerCall(app, withdrawAmendmentCall, ({ params, scope }) => withdrawAmendment(app.db, scope, params.id));
}

async function referenceRoutes(app: FastifyInstance) {
  registerCall(app, getPersonalDataDocumentTypes, async ({ query, scope }) =>
    documentTypeList(query.locale ?? scope.locale),
  );
  registerCall(app, getCustomerItalianProvinces, async () => [...ITALIAN_PROVINCES]);
  registerCall(app, downloadSepaMandate, async ({ scope, reply }) => {
    const pdf = await currentMandatePdf(app.db, scope);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .send(pdf.content);
  });
}

/** The member's own data as amendments: the four groups, withdrawal, and what their forms and the mandate need. */
export const customerDataRoutes: FastifyPluginAsync[] = [personalChangeRoutes, groupRoutes, referenceRoutes];
