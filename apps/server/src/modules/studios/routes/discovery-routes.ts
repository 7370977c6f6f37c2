import {
  countStudios,
  countStudiosByCity,
  ErrorCodes,
  getStudioCountries,
  listStudiosForBookingPortal,
  listStudiosForFilters,
  listStudiosForMySportsGuest,
  listStudiosForStudioConnect,
  listStudiosForWhitelabelApp,
  listStudiosForWhitelabelAppKebab,
  listStudiosForWhitelabelPortal,
  listStudiosForWhitelabelPortalKebab,
  listUniversalCheckInFacilities,
  StudioErrors,
  type StudioFilterQuery,
  searchStudios,
} from '@motus/contract';
import { negotiateLocale } from '@motus/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/http-error.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { studiosOfferingBenefit } from '../../single-appointments/index.ts';
import {
  compactStudios,
  filterOf,
  studioCount,
  studioCountByCity,
  studioCountries,
  studioPage,
} from '../discovery-service.ts';
import type { StudioFilter } from '../search-repo.ts';

type FixedFilter = (query: StudioFilterQuery, request: FastifyRequest) => Partial<StudioFilter>;

function brandOf(query: StudioFilterQuery, request: FastifyRequest): Partial<StudioFilter> {
  const facilityGroup = query.facilityGroup ?? request.context.facilityGroup;
  if (!facilityGroup)
    throw badRequest(StudioErrors.facilityGroupRequired, 'A facility group is required (query or header)');
  return { facilityGroup };
}

function tenantOf(query: StudioFilterQuery, request: FastifyRequest): Partial<StudioFilter> {
  const tenant = query.tenant ?? request.context.tenant;
  if (!tenant) throw badRequest(ErrorCodes.tenantRequired, 'A tenant is required (query tenant or x-tenant)');
  return { tenant };
}

/** The list variants of the portal client API: one answer shape, each with its own fixed rule (docs/decisions.md). */
const LIST_VARIANTS: [typeof searchStudios, FixedFilter][] = [
  [searchStudios, () => ({})],
  [listStudiosForBookingPortal, () => ({ bookable: true })],
  [listStudiosForMySportsGuest, () => ({ welcomesGuests: true })],
  [listStudiosForStudioConnect, tenantOf],
  [listStudiosForWhitelabelApp, brandOf],
  [listStudiosForWhitelabelAppKebab, brandOf],
  [listStudiosForWhitelabelPortal, brandOf],
  [listStudiosForWhitelabelPortalKebab, brandOf],
  [listUniversalCheckInFacilities, () => ({ universalCheckIn: true })],
];

export function registerDiscoveryRoutes(app: FastifyInstance) {
  for (const [call, fixed] of LIST_VARIANTS) {
    registerCall(
      app,
      call,
      ({ query, request }) => studioPage(app.db, filterOf(query, fixed(query, request)), query),
      // The finder searches every tenant's studios: any studio's change is a change of its lists.
      { publicCache: { tenantOf: () => null } },
    );
  }
  registerCall(app, listStudiosForFilters, ({ query }) =>
    query.benefitId === undefined
      ? compactStudios(app.db, filterOf(query))
      : studiosOfferingBenefit(app.db, query.benefitId, filterOf(query)),
  );
  registerCall(app, countStudios, ({ query }) => studioCount(app.db, filterOf(query)));
  registerCall(app, countStudiosByCity, ({ query }) => studioCountByCity(app.db, filterOf(query)));
  registerCall(app, getStudioCountries, ({ query, request }) =>
    studioCountries(app.db, negotiateLocale([query.locale, request.context.locale])),
  );
}
