import {
  cancelIdlePeriod as cancelIdlePeriodCall,
  createIdlePeriod,
  createIdlePeriodWithDocument,
  getCurrentIdlePeriod,
  getFirstPossibleIdlePeriodStart,
  getIdlePeriodConfig,
  getIdlePeriodCreateButtonVisible,
  getIdlePeriodDateLimits,
  getIdlePeriodDocumentRequirements,
  listIdlePeriods as listIdlePeriodsCall,
  uploadIdlePeriodDocument,
} from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import {
  cancelIdlePeriod,
  currentIdlePeriod,
  idlePeriodConfig,
  idlePeriodDateLimits,
  idlePeriodDocumentRequirements,
  isCreateButtonVisible,
  listIdlePeriods,
  replaceIdlePeriodDocument,
  requestIdlePeriod,
} from './idle-period-service.ts';

/** A request may carry a proof of up to 5 MB as a data URL, above the server's general body limit. */
const DOCUMENT_BODY_BYTES = 8 * 1024 * 1024;

async function documentRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = DOCUMENT_BODY_BYTES;
  });
  registerCall(app, createIdlePeriod, ({ body, scope }) => requestIdlePeriod(app.db, scope, body));
  registerCall(app, createIdlePeriodWithDocument, ({ body, scope }) => requestIdlePeriod(app.db, scope, body));
  registerCall(app, uploadIdlePeriodDocument, ({ body, scope }) => replaceIdlePeriodDocument(app.db, scope, body));
}

async function readRoutes(app: FastifyInstance) {
  registerCall(app, getIdlePeriodConfig, ({ scope }) => idlePeriodConfig(app.db, scope));
  registerCall(app, getIdlePeriodDateLimits, ({ scope }) => idlePeriodDateLimits(app.db, scope));
  registerCall(app, getIdlePeriodDocumentRequirements, ({ scope }) => idlePeriodDocumentRequirements(app.db, scope));
  registerCall(app, getFirstPossibleIdlePeriodStart, async ({ scope }) => {
    const { firstPossibleStartDate } = await idlePeriodDateLimits(app.db, scope);
    return { firstPossibleStartDate };
  });
  registerCall(app, getIdlePeriodCreateButtonVisible, async ({ scope }) => ({
    visible: await isCreateButtonVisible(app.db, scope),
  }));
  registerCall(app, listIdlePeriodsCall, ({ scope }) => listIdlePeriods(app.db, scope));
  registerCall(app, getCurrentIdlePeriod, ({ scope }) => currentIdlePeriod(app.db, scope));
  registerCall(app, cancelIdlePeriodCall, ({ params, scope }) => cancelIdlePeriod(app.db, scope, params.idlePeriodId));
}

/** The member's idle periods: the rules a request follows, the lists, requests with their proof, and cancelling. */
export const idlePeriodsRoutes: FastifyPluginAsync[] = [documentRoutes, readRoutes];
