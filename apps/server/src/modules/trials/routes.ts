import {
  bookCourseAsGuest,
  bookCourseTrial,
  bookPortalCourseTrial,
  bookPortalSingleTrial,
  bookPortalTrialSession,
  bookPortalTrialSessionAsGuest,
  bookSingleTrial,
  bookTrialSession,
  bookTrialSessionAsGuest,
  cancelGuestCalendarItem,
  confirmBenefitTrial,
  getBenefitTrialLeadConfig,
  getGuestCalendarItem,
  getGuestCancellationRuleInfo,
  getTrialLeadCustomer,
  getTrialSessionConfig,
  getTrialSessionLeadConfig,
  listMemberTrialSessionSlots,
  listTrialSessionSlots,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import {
  bookCourseAppointment,
  cancelGuestPlace,
  confirmGuestPlace,
  guestCancellationRuleInfo,
  guestItem,
} from '../booking/index.ts';
import {
  benefitTrialLeadConfig,
  bookAsGuest,
  bookSingleTrialAsGuest,
  type GuestOffer,
  leadCustomer,
  trialSessionConfig,
  trialSessionLeadConfig,
  trialSessionSlotOf,
} from './trial-service.ts';
import { trialSlots } from './trial-slots-service.ts';

type GuestCourseBody = z.output<typeof bookCourseAsGuest.body>;
type GuestSlotBody = Omit<GuestCourseBody, 'ticket'>;

/** Trial sessions, benefit trials and guest places (spec 000 section 4; spec 001 trialsession and benefit-trial). */
export default async function trialRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);

  const bookGuest = (offer: GuestOffer, appointmentId: number, body: GuestSlotBody, dataPath: string, source: string) =>
    bookAsGuest(app.db, {
      offer,
      appointmentId,
      startAt: new Date(body.startDateTime),
      endAt: new Date(body.endDateTime),
      customerData: body.customerData,
      dataPath,
      origin,
      source,
    });

  registerCall(app, getTrialSessionConfig, ({ query }) => trialSessionConfig(app.db, query.studioId));
  registerCall(app, getTrialSessionLeadConfig, ({ query }) => trialSessionLeadConfig(app.db, query.studioId));
  registerCall(app, getBenefitTrialLeadConfig, ({ query }) => benefitTrialLeadConfig(app.db, query.benefitId));
  registerCall(app, getTrialLeadCustomer, ({ params }) => leadCustomer(app.db, params.uuid));

  for (const call of [bookTrialSessionAsGuest, bookPortalTrialSessionAsGuest]) {
    registerCall(app, call, async ({ body, query, request }) => {
      const { appointmentId } = await trialSessionSlotOf(app.db, query.studioId, body);
      return bookGuest('trial-session', appointmentId, body, 'body.customerData', request.ip);
    });
  }
  for (const call of [bookCourseTrial, bookPortalCourseTrial]) {
    registerCall(app, call, ({ body, request }) =>
      bookGuest(
        'benefit-trial',
        body.calendarItemWithCustomerDto.ticket.bookableItemId,
        body.calendarItemWithCustomerDto,
        'body.calendarItemWithCustomerDto.customerData',
        request.ip,
      ),
    );
  }
  for (const call of [bookSingleTrial, bookPortalSingleTrial]) {
    registerCall(app, call, ({ body, request }) => {
      const { ticket, customerData, startDateTime, endDateTime } = body.calendarItemWithCustomerDto;
      return bookSingleTrialAsGuest(app.db, {
        benefitId: ticket.bookableItemId,
        employeeId: ticket.employeeId,
        startAt: new Date(startDateTime),
        endAt: new Date(endDateTime),
        customerData,
        dataPath: 'body.calendarItemWithCustomerDto.customerData',
        origin,
        source: request.ip,
      });
    });
  }
  registerCall(app, bookCourseAsGuest, ({ body, request }) =>
    bookGuest('free-course', body.ticket.bookableItemId, body, 'body.customerData', request.ip),
  );
  for (const call of [bookTrialSession, bookPortalTrialSession]) {
    // The call's tenant is the studio's: a trial session is booked in its own tenant, whatever the page's is.
    registerCall(app, call, async ({ body, query, scope }) =>
      bookCourseAppointment(app.db, { ...scope, origin }, await trialSessionSlotOf(app.db, query.studioId, body)),
    );
  }

  registerCall(app, confirmBenefitTrial, ({ params, request }) =>
    confirmGuestPlace(app.db, { token: params.uuid, origin, locale: request.context.locale }),
  );
  registerCall(app, getGuestCalendarItem, ({ params, request }) =>
    guestItem(app.db, params.id, request.context.locale),
  );
  registerCall(app, cancelGuestCalendarItem, ({ params, request }) =>
    cancelGuestPlace(app.db, { id: params.id, origin, locale: request.context.locale }),
  );
  registerCall(app, getGuestCancellationRuleInfo, ({ params }) => guestCancellationRuleInfo(app.db, params.id));

  registerCall(app, listTrialSessionSlots, ({ params, query, request }) =>
    trialSlots(app.db, { benefitId: params.benefitId, ...query, locale: request.context.locale }),
  );
  registerCall(app, listMemberTrialSessionSlots, ({ params, query, scope }) =>
    trialSlots(app.db, { benefitId: params.benefitId, ...query, customerId: scope.customerId, locale: scope.locale }),
  );
}
