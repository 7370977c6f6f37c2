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
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { requireSingleBenefit } from '../booking/index.ts';
import {
  bookSingleAppointment,
  nextAvailable,
  singleAppointmentFilter,
  singleBenefit,
  singleBenefitsOfStudio,
  singleBenefitWithSlots,
  singleSlots,
} from './service.ts';

/** Single appointments: benefits, free slots, filter options and booking a slot (public and member variants). */
export default async function singleAppointmentRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  const publicBenefit = (benefitId: number) => requireSingleBenefit(app.db, benefitId);
  /** A member call about a benefit is about the benefit's tenant, whatever the page's is. */
  const tenantOfBenefit = async (benefitId: number) => (await requireSingleBenefit(app.db, benefitId)).tenantId;
  const byBenefitId = {
    tenantOf: ({ params }: { params: { benefitId: number } }) => tenantOfBenefit(params.benefitId),
  };

  registerCall(
    app,
    bookSingle,
    ({ body, scope }) =>
      bookSingleAppointment(
        app.db,
        { ...scope, origin },
        {
          benefitId: body.ticket.bookableItemId,
          employeeId: body.ticket.employeeId,
          startAt: new Date(body.startDateTime),
          endAt: new Date(body.endDateTime),
          contingentId: body.ticket.contingentId,
        },
      ),
    { tenantOf: ({ body }) => tenantOfBenefit(body.ticket.bookableItemId) },
  );

  registerCall(app, listPublicSingleBenefits, ({ query, scope }) =>
    singleBenefitsOfStudio(app.db, query.studioId, scope),
  );
  registerCall(app, listSingleBenefits, ({ query, scope }) => singleBenefitsOfStudio(app.db, query.studioId, scope));

  registerCall(app, getPublicSingleBenefit, async ({ params, scope }) =>
    singleBenefit(app.db, await publicBenefit(params.benefitId), scope),
  );
  registerCall(
    app,
    getSingleBenefit,
    async ({ params, scope }) => singleBenefit(app.db, await publicBenefit(params.benefitId), scope),
    byBenefitId,
  );

  registerCall(app, listPublicSingleSlots, async ({ params, query }) =>
    singleSlots(app.db, await publicBenefit(params.benefitId), query),
  );
  registerCall(
    app,
    listSingleSlots,
    async ({ params, query }) => singleSlots(app.db, await publicBenefit(params.benefitId), query),
    byBenefitId,
  );

  registerCall(app, getPublicSingleBenefitWithSlots, async ({ params, query, scope }) =>
    singleBenefitWithSlots(app.db, await publicBenefit(params.benefitId), query, scope),
  );
  registerCall(
    app,
    getSingleBenefitWithSlots,
    async ({ params, query, scope }) =>
      singleBenefitWithSlots(app.db, await publicBenefit(params.benefitId), query, scope),
    byBenefitId,
  );

  registerCall(app, getPublicSingleNextAvailable, async ({ params, query }) =>
    nextAvailable(app.db, await publicBenefit(params.benefitId), query.employeeIds),
  );
  registerCall(
    app,
    getSingleNextAvailable,
    async ({ params, query }) => nextAvailable(app.db, await publicBenefit(params.benefitId), query.employeeIds),
    byBenefitId,
  );

  registerCall(app, getSingleAppointmentFilter, ({ query, request }) =>
    singleAppointmentFilter(app.db, query.studioId, request.context.locale),
  );
}
