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
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
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
  const customerOf = (request: FastifyRequest, tenant?: string) =>
    requireMemberCustomer(app.db, memberOf(request).userId, tenant ?? request.context.tenant);

  const memberOptions = [
    [listBookingOptions, 'plain'],
    [listBookingOptionsWithOffers, 'withOffers'],
    [listBookingOptionsWithTrialContingent, 'withTrialContingent'],
  ] as const;
  for (const [call, variant] of memberOptions) {
    registerCall(app, call, async ({ query, request }) => {
      const member = await customerOf(request);
      return bookingOptions(app.db, query, member, variant);
    });
  }
  const publicOptions = [
    [listPublicBookingOptions, 'plain'],
    [listPublicBookingOptionsWithOffers, 'withOffers'],
    [listPublicBookingOptionsWithTrialContingent, 'withTrialContingent'],
  ] as const;
  for (const [call, variant] of publicOptions) {
    registerCall(app, call, async ({ query, request }) =>
      bookingOptions(app.db, query, { tenant: request.context.tenant }, variant),
    );
  }

  registerCall(app, getCancellationRuleInfo, async ({ params, request }) =>
    cancellationRuleInfo(await aggregatedCalendarItem(app.db, memberOf(request).userId, params.id)),
  );

  const validations = [
    [validateMasterDataForAppointment, 'bookAppointment'],
    [validateMasterDataForCourse, 'bookCourse'],
    [validateMasterDataForTrialSession, 'bookTrialSession'],
    [validateMasterDataForContract, 'signContract'],
  ] as const;
  for (const [call, action] of validations) {
    registerCall(app, call, async ({ query, request }) =>
      validateMasterData(app.db, await customerOf(request, query.tenant), action),
    );
  }

  registerCall(app, listAggregatedCurrentCalendarItems, async ({ request }) =>
    aggregatedCalendarItems(app.db, memberOf(request).userId, 'current'),
  );
  registerCall(app, listAggregatedCalendarHistory, async ({ request }) =>
    aggregatedCalendarItems(app.db, memberOf(request).userId, 'past'),
  );
  registerCall(app, getAggregatedCalendarItem, async ({ params, request }) =>
    aggregatedCalendarItem(app.db, memberOf(request).userId, params.uuid),
  );
  registerCall(app, cancelAggregatedCall, async ({ params, request }) =>
    cancelAggregatedCalendarItem(app.db, { userId: memberOf(request).userId, origin }, params.uuid),
  );
}
