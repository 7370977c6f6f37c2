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
      return bookingOptions(app.db, query, { ...member, locale: request.context.locale }, variant);
    });
  }
  const publicOptions = [
    [listPublicBookingOptions, 'plain'],
    [listPublicBookingOptionsWithOffers, 'withOffers'],
    [listPublicBookingOptionsWithTrialContingent, 'withTrialContingent'],
  ] as const;
  for (const [call, variant] of publicOptions) {
    registerCall(app, call, async ({ query, request }) =>
      bookingOptions(app.db, query, { tenant: request.context.tenant, locale: request.context.locale }, variant),
    );
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
    registerCall(app, call, async ({ query, request }) =>
      validateMasterData(app.db, await customerOf(request, query.tenant), action),
    );
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
