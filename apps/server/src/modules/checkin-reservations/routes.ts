import {
  cancelCheckinReservation,
  listCheckinReservations,
  listCheckinSlots,
  listStudioCheckinReservations,
  reserveCheckinSlot,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { connectedCustomer, listStudioConnects } from '../identity/studio-connect-service.ts';
import { requireStudio } from '../studios/service.ts';
import { allReservations, cancelReservation, openSlots, reserveSlot, upcomingReservationsAt } from './service.ts';

/** The member's customers: in the request's tenant when it names one, else in every tenant they are connected to. */
async function memberCustomerIds(db: Database, request: FastifyRequest): Promise<string[]> {
  const { userId } = memberOf(request);
  const { tenant } = request.context;
  if (tenant) return [(await requireMemberCustomer(db, userId, tenant)).customerId];
  const connects = await listStudioConnects(db, userId);
  const customers = await Promise.all(connects.map((connect) => connectedCustomer(db, userId, connect.tenant)));
  return customers.flatMap((customer) => (customer ? [customer.customerId] : []));
}

export default async function checkinReservationRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  /** A studio's reservations are its tenant's: the member's customer there, whatever x-tenant says. */
  const memberAt = async (request: FastifyRequest, studioId: number) => {
    const studio = await requireStudio(app.db, studioId);
    const member = await requireMemberCustomer(app.db, memberOf(request).userId, studio.tenantId);
    return { studio: { id: studio.id, tenantId: studio.tenantId, zoneId: studio.zoneId }, member };
  };

  registerCall(app, listCheckinSlots, async ({ params, query }) => {
    await requireStudio(app.db, params.studioId);
    return openSlots(app.db, params.studioId, query);
  });
  registerCall(app, reserveCheckinSlot, async ({ params, body, request }) =>
    reserveSlot(app.db, { ...(await memberAt(request, params.studioId)), slotId: body.slotId }),
  );
  registerCall(app, listStudioCheckinReservations, async ({ params, request }) => {
    const { studio, member } = await memberAt(request, params.studioId);
    return upcomingReservationsAt(app.db, member.customerId, studio.id);
  });
  registerCall(app, listCheckinReservations, async ({ request }) =>
    allReservations(app.db, await memberCustomerIds(app.db, request)),
  );
  registerCall(app, cancelCheckinReservation, async ({ params, request }) =>
    cancelReservation(app.db, { customerIds: await memberCustomerIds(app.db, request), id: params.id, origin }),
  );
}
