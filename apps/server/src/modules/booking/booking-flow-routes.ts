import {
  cancelAggregatedCalendarItem as cancelAggregatedCall,
  getAggregatedCalendarItem,
  getCancellationRuleInfo,
  listAggregatedCalendarHistory,
  listAggregatedCurrentCalendarItems,
  listBookingOptions,
  listBookingOptionsWithOffers,
  listBookingOptionsWithTrialContingent,
  listPublicBookingOptions,
  listPublicBookingOptionsWithOffers,
  listPublicBookingOptionsWithTrialContingent,
  validateMasterDataForAppointment,
  validateMasterDataForContract,
  validateMasterDataForCourse,
  validateMasterDataForTrialSession,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import {
  aggregatedCalendarItem,
  aggregatedCalendarItems,
  cancelAggregatedCalendarItem,
} from './aggregated-calendar-service.ts';
import { bookingOptions, cancellationRuleInfo } from './booking-options-service.ts';
import { validateMasterData } from './masterdata-validation.ts';

/** The booking flow's calls: booking options, cancellation rule info, master-data checks, places across tenants. */
export default async function bookingFlowRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  // A member's options count their contingents, a guest's do not: the scope tells them apart.
  const options = [
    [listBookingOptions, 'plain'],
    [listBookingOptionsWithOffers, 'withOffers'],
    [listBookingOptionsWithTrialContingent, 'withTrialContingent'],
    [listPublicBookingOptions, 'plain'],
    [listPublicBookingOptionsWithOffers, 'withOffers'],
    [listPublicBookingOptionsWithTrialContingent, 'withTrialContingent'],
  ] as const;
  for (const [call, variant] of options) {
    registerCall(app, call, ({ query, scope }) => bookingOptions(app.db, query, scope, variant));
  }

  /** The member's own account, reading in the request's locale. */
  const reader = (request: FastifyRequest) => ({ userId: memberOf(request).userId, locale: request.context.locale });

  registerCall(app, getCancellationRuleInfo, async ({ params, request }) =>
    cancellationRuleInfo(await aggregatedCalendarItem(app.db, reader(request), params.id)),
  );

  const validations = [
    [validateMasterDataForAppointment, 'bookAppointment'],
    [validateMasterDataForCourse, 'bookCourse'],
    [validateMasterDataForTrialSession, 'bookTrialSession'],
    [validateMasterDataForContract, 'signContract'],
  ] as const;
  for (const [call, action] of validations) {
    registerCall(app, call, ({ scope }) => validateMasterData(app.db, scope, action));
  }

  registerCall(app, listAggregatedCurrentCalendarItems, async ({ request }) =>
    aggregatedCalendarItems(app.db, memberOf(request).userId, { when: 'current', locale: request.context.locale }),
  );
  registerCall(app, listAggregatedCalendarHistory, async ({ request }) =>
    aggregatedCalendarItems(app.db, memberOf(request).userId, { when: 'past', locale: request.context.locale }),
  );
  registerCall(app, getAggregatedCalendarItem, async ({ params, request }) =>
    aggregatedCalendarItem(app.db, reader(request), params.uuid),
  );
  registerCall(app, cancelAggregatedCall, async ({ params, request }) =>
    cancelAggregatedCalendarItem(app.db, { ...reader(request), origin }, params.uuid),
  );
}
