import {
  getAdditionalMenuEntries,
  getAnyStudioLogo,
  getFacilityCategories,
  getFacilityGroupConfig,
  getQuickConnect,
  getStudioBookingOptions,
  getStudioByAlias,
  getStudioCategories,
  getStudioFeatureCategories,
  getStudioLogo,
  getTrainingSectionConfiguration,
} from '@motus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { categoryCatalogue } from '../catalogue.ts';
import {
  additionalMenuEntries,
  bookingOptions,
  facilityGroupConfig,
  quickConnect,
  studioDetail,
  trainingSectionConfiguration,
} from '../detail-service.ts';
import { filterOf, studioCategories, studioFeatureCategories } from '../discovery-service.ts';
import { type Logo, studioLogo, tenantLogo } from '../logo-service.ts';

/** Logos change rarely; an hour of caching keeps the finder's result list cheap. */
function sendLogo(reply: FastifyReply, logo: Logo): Buffer {
  reply
    .type('image/png')
    .header('cache-control', 'public, max-age=3600')
    .header('last-modified', logo.updatedAt.toUTCString());
  return logo.png;
}

export function registerDetailRoutes(app: FastifyInstance) {
  const localeOf = (query: { locale?: string | undefined }, context: { locale: string | undefined }) =>
    query.locale ?? context.locale;

  registerCall(app, getStudioByAlias, ({ params, request }) =>
    studioDetail(app.db, params.alias, request.context.locale),
  );
  registerCall(app, getFacilityGroupConfig, ({ params }) =>
    facilityGroupConfig(app.db, app.config, params.publicFacilityGroup),
  );
  registerCall(app, getStudioCategories, ({ query, request }) =>
    studioCategories(app.db, filterOf(query), localeOf(query, request.context)),
  );
  registerCall(app, getStudioFeatureCategories, ({ query, request }) =>
    studioFeatureCategories(app.db, filterOf(query), localeOf(query, request.context)),
  );
  registerCall(app, getFacilityCategories, async ({ query, request }) =>
    categoryCatalogue(localeOf(query, request.context)),
  );
  registerCall(app, getStudioBookingOptions, ({ query }) => bookingOptions(app.db, query.studioId));
  registerCall(app, getAdditionalMenuEntries, ({ query, request }) =>
    additionalMenuEntries(app.db, query.studioId, localeOf(query, request.context)),
  );
  registerCall(app, getStudioLogo, async ({ params, reply }) =>
    sendLogo(reply, await studioLogo(app.db, params.studioId)),
  );
  registerCall(app, getAnyStudioLogo, async ({ query, request, reply }) =>
    sendLogo(reply, await tenantLogo(app.db, query.tenant ?? request.context.tenant)),
  );
  registerCall(app, getTrainingSectionConfiguration, ({ params, query, request }) =>
    trainingSectionConfiguration(app.db, params.facilityId, localeOf(query, request.context)),
  );
  registerCall(app, getQuickConnect, ({ query }) => quickConnect(app.db, query.studioId));
}
