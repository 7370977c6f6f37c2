import {
  bookSingle,
  getPublicSingleBenefit,
  getPublicSingleBenefitWithSlots,
  getPublicSingleNextAvailable,
  getSingleAppointmentFilter,
  getSingleBenefit,
  getSingleBenefitWithSlots,
  getSingleNextAvailable,
  listPublicSingleBenefits,
  listPublicSingleSlots,
  listSingleBenefits,
  listSingleSlots,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { requireStudio } from '../studios/service.ts';
import {
  bookSingleAppointment,
  nextAvailable,
  requireSingleBenefit,
  singleAppointmentFilter,
  singleBenefit,
  singleBenefitsOfStudio,
  singleBenefitWithSlots,
  singleSlots,
} from './single-appointments-service.ts';

/** Single appointments: benefits, free slots, filter options and booking a slot (public and member variants). */
export default async function singleAppointmentRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  /** The member's customer in the tenant the data belongs to; 403 when not connected to it. */
  const customerIn = async (request: FastifyRequest, tenant: string) =>
    (await requireMemberCustomer(app.db, memberOf(request).userId, tenant)).customerId;
  const publicBenefit = (benefitId: number) => requireSingleBenefit(app.db, benefitId);
  /** A benefit and the member's customer in its tenant. */
  const memberBenefit = async (benefitId: number, request: FastifyRequest) => {
    const benefit = await requireSingleBenefit(app.db, benefitId);
    return { benefit, customerId: await customerIn(request, benefit.tenantId) };
  };

  registerCall(app, bookSingle, async ({ body, request }) => {
    const { benefit, customerId } = await memberBenefit(body.ticket.bookableItemId, request);
    return bookSingleAppointment(
      app.db,
      { tenant: benefit.tenantId, customerId, origin, locale: request.context.locale },
      {
        benefitId: body.ticket.bookableItemId,
        employeeId: body.ticket.employeeId,
        startAt: new Date(body.startDateTime),
        endAt: new Date(body.endDateTime),
        contingentId: body.ticket.contingentId,
      },
    );
  });

  registerCall(app, listPublicSingleBenefits, ({ query, request }) =>
    singleBenefitsOfStudio(app.db, query.studioId, { locale: request.context.locale }),
  );
  registerCall(app, listSingleBenefits, async ({ query, request }) => {
    const studio = await requireStudio(app.db, query.studioId);
    const customerId = await customerIn(request, studio.tenantId);
    return singleBenefitsOfStudio(app.db, studio.id, { customerId, locale: request.context.locale });
  });

  registerCall(app, getPublicSingleBenefit, async ({ params, request }) =>
    singleBenefit(app.db, await publicBenefit(params.benefitId), { locale: request.context.locale }),
  );
  registerCall(app, getSingleBenefit, async ({ params, request }) => {
    const { benefit, customerId } = await memberBenefit(params.benefitId, request);
    return singleBenefit(app.db, benefit, { customerId, locale: request.context.locale });
  });

  registerCall(app, listPublicSingleSlots, async ({ params, query }) =>
    singleSlots(app.db, await publicBenefit(params.benefitId), query),
  );
  registerCall(app, listSingleSlots, async ({ params, query, request }) =>
    singleSlots(app.db, (await memberBenefit(params.benefitId, request)).benefit, query),
  );

  registerCall(app, getPublicSingleBenefitWithSlots, async ({ params, query, request }) =>
    singleBenefitWithSlots(app.db, await publicBenefit(params.benefitId), query, { locale: request.context.locale }),
  );
  registerCall(app, getSingleBenefitWithSlots, async ({ params, query, request }) => {
    const { benefit, customerId } = await memberBenefit(params.benefitId, request);
    return singleBenefitWithSlots(app.db, benefit, query, { customerId, locale: request.context.locale });
  });

  registerCall(app, getPublicSingleNextAvailable, async ({ params, query }) =>
    nextAvailable(app.db, await publicBenefit(params.benefitId), query.employeeIds),
  );
  registerCall(app, getSingleNextAvailable, async ({ params, query, request }) =>
    nextAvailable(app.db, (await memberBenefit(params.benefitId, request)).benefit, query.employeeIds),
  );

  registerCall(app, getSingleAppointmentFilter, ({ query, request }) =>
    singleAppointmentFilter(app.db, query.studioId, request.context.locale),
  );
}
