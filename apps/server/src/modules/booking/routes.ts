import {
  bookCourse,
  cancelCalendarItem as cancelCalendarItemCall,
  getCalendarItem,
  getCalendarItemIcs,
  listCurrentCalendarItems,
  listPastCalendarItems,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { ownerOfCalendarItem } from './aggregated-calendar-service.ts';
import {
  bookCourseAppointment,
  calendarFile,
  calendarItem,
  calendarItems,
  cancelCalendarItem,
} from './calendar-service.ts';

export default async function bookingRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  const member = async (request: FastifyRequest, tenant?: string) => ({
    ...(await requireMemberCustomer(app.db, memberOf(request).userId, tenant ?? request.context.tenant)),
    origin,
    locale: request.context.locale,
  });

  registerCall(app, bookCourse, async ({ body, request }) =>
    bookCourseAppointment(app.db, await member(request), {
      appointmentId: body.ticket.bookableItemId,
      startAt: new Date(body.startDateTime),
      endAt: new Date(body.endDateTime),
      contingentId: body.ticket.contingentId,
    }),
  );
  registerCall(app, cancelCalendarItemCall, async ({ params, request }) =>
    cancelCalendarItem(app.db, await member(request), params.id),
  );
  // The file of any of the user's places, whichever tenant's page asks (my bookings lists every tenant's places).
  registerCall(app, getCalendarItemIcs, async ({ params, request, reply }) => {
    const owner = await ownerOfCalendarItem(app.db, memberOf(request).userId, params.id);
    const file = await calendarFile(app.db, owner, params.id, request.context.locale);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });
  registerCall(app, getCalendarItem, async ({ params, request }) =>
    calendarItem(app.db, await member(request), params.id, request.context.locale),
  );
  registerCall(app, listCurrentCalendarItems, async ({ query, request }) =>
    calendarItems(app.db, await member(request, query.tenant), { when: 'current', locale: request.context.locale }),
  );
  registerCall(app, listPastCalendarItems, async ({ query, request }) =>
    calendarItems(app.db, await member(request, query.tenant), { when: 'past', locale: request.context.locale }),
  );
}
