import {
  cancelCalendarItem as cancelCalendarItemCall,
  getCalendarItem,
  getCalendarItemIcs,
  listCurrentCalendarItems,
  listPastCalendarItems,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { ownerOfCalendarItem } from './aggregated-calendar-service.ts';
import { calendarFile, calendarItem, calendarItems, cancelCalendarItem } from './calendar-service.ts';

export default async function bookingRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  registerCall(app, cancelCalendarItemCall, ({ params, scope }) =>
    cancelCalendarItem(app.db, { ...scope, origin }, params.id),
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
  registerCall(app, getCalendarItem, ({ params, scope }) => calendarItem(app.db, scope, params.id, scope.locale));
  registerCall(app, listCurrentCalendarItems, ({ scope }) =>
    calendarItems(app.db, scope, { when: 'current', locale: scope.locale }),
  );
  registerCall(app, listPastCalendarItems, ({ scope }) =>
    calendarItems(app.db, scope, { when: 'past', locale: scope.locale }),
  );
}
