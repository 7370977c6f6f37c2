import {
  completeTokenization as completeTokenizationCall,
  getTokenizationState,
  initiateTokenization,
  instrumentSegments,
  listTokenizationPaymentMethods,
  type PaymentMethodType,
  startInstrumentCalls,
} from '@motus/contract';
import { negotiateLocale } from '@motus/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalOrigin } from '../../../lib/portal-origin.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { instrumentCurrency, savableMethods } from '../instruments/service.ts';
import { completeTokenization, startTokenization, tokenizationState } from './tokenization-service.ts';

/** The language of the provider's pages: the account's, else the browser's. */
export function buyerLocale(request: FastifyRequest): string {
  return negotiateLocale([request.member?.locale, request.context.locale]);
}

interface StartInput {
  method: PaymentMethodType;
  returnPath?: string | undefined;
  studioId?: number | undefined;
}

export default async function tokenizationRoutes(app: FastifyInstance) {
  /** The public variants save for the logged-in member when there is one; else whoever completes it claims it. */
  const start = async (request: FastifyRequest, input: StartInput) => {
    const userId = request.member?.userId ?? null;
    const scope = { studioId: input.studioId, tenant: request.context.tenant };
    return startTokenization(app.db, app.paymentProvider, {
      userId,
      method: input.method,
      returnPath: input.returnPath,
      currencyCode: await instrumentCurrency(app.db, userId, scope),
      locale: buyerLocale(request),
      origin: portalOrigin(app.config),
    });
  };

  for (const { segment, call } of startInstrumentCalls) {
    registerCall(app, call, async ({ body, request }) =>
      start(request, { ...body, method: instrumentSegments[segment] }),
    );
  }
  registerCall(app, initiateTokenization, async ({ body, request }) => start(request, body));
  registerCall(app, completeTokenizationCall, async ({ params, request }) =>
    completeTokenization(app.db, app.paymentProvider, params.tokenizationReference, memberOf(request).userId),
  );
  registerCall(app, getTokenizationState, async ({ params, request }) =>
    tokenizationState(app.db, params.tokenizationReference, memberOf(request).userId),
  );
  registerCall(app, listTokenizationPaymentMethods, async ({ query, request }) => {
    const scope = { studioId: query.studioId, tenant: request.context.tenant };
    return savableMethods(app.paymentProvider, await instrumentCurrency(app.db, memberOf(request).userId, scope));
  });
}
