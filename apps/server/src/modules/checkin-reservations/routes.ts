import {
  cancelCheckinReservation,
  listCheckinReservations,
  listCheckinSlots,
  listStudioCheckinReservations,
  reserveCheckinSlot,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { requireStudio } from '../studios/index.ts';
import { allReservations, cancelReservation, openSlots, reserveSlot, upcomingReservationsAt } from './service.ts';

export default async function checkinReservationRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);

  /** The member's customers: in the request's tenant when it names one, else in every tenant they are connected to. */
  const customerIdsOf = async (scope: TenantScope<'user'>) =>
    (await app.tenancy.customersOf(scope.user.userId, scope.tenant)).map((customer) => customer.customerId);

  /** The studio of a studio-scoped call: its reservations are its tenant's, whatever x-tenant says. */
  const studioRef = async (studioId: number) => {
    const studio = await requireStudio(app.db, studioId);
    return { id: studio.id, tenantId: studio.tenantId, zoneId: studio.zoneId };
  };

  registerCall(app, listCheckinSlots, async ({ params, query }) => {
    await requireStudio(app.db, params.studioId);
    return openSlots(app.db, params.studioId, query);
  });
  registerCall(app, reserveCheckinSlot, async ({ params, body, scope }) =>
    reserveSlot(app.db, { member: scope, studio: await studioRef(params.studioId), slotId: body.slotId }),
  );
  registerCall(app, listStudioCheckinReservations, ({ params, scope }) =>
    upcomingReservationsAt(app.db, scope.customerId, params.studioId),
  );
  registerCall(app, listCheckinReservations, async ({ scope }) => allReservations(app.db, await customerIdsOf(scope)));
  registerCall(app, cancelCheckinReservation, async ({ params, scope }) =>
    cancelReservation(app.db, { customerIds: await customerIdsOf(scope), id: params.id, origin }),
  );
}
