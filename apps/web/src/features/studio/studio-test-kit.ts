import {
  type AnyCall,
  type Employee,
  getFacilityGroupConfig,
  getPublicHistoricUtilization,
  getPublicStudio,
  getPublicTenant,
  getPublicTodayUtilization,
  getPublicUtilization,
  getPublicUtilizationLimits,
  getPublicUtilizationReveal,
  getStudioByAlias,
  listEmployees,
  type OpeningHours,
  type Studio,
  weekdays,
} from '@motus/contract';
import { urlFor } from '@motus/contract/client';
import { json, notFound, type Route } from '../../test/fake-server.ts';

/** Test data and fake-server answers for the studio page's tests. */

export const pathOf = (call: AnyCall, params: Record<string, unknown>) => urlFor(call, params, {});

/** Never answers: the request stays loading. */
export const pending: Route = () => new Promise<Response>(() => undefined);

/** A client error: answered at once, without the retries a server error gets. */
export const failing: Route = () =>
  json({ errorCode: 'BAD_REQUEST', errorMessage: 'Something broke', traceId: 'trace-test' }, 400);

/** Fails the first request, then answers as the route does. */
export function failingOnce(route: Route | undefined): Route {
  let failed = false;
  return (request) => {
    if (failed && route) return route(request);
    failed = true;
    return failing(request);
  };
}

export function weekHours(ranges: OpeningHours['ranges']): OpeningHours[] {
  return weekdays.map((dayOfWeek) => ({ dayOfWeek, ranges: dayOfWeek === 'SUNDAY' ? [] : ranges }));
}

export function demoEmployees(): Employee[] {
  return [
    {
      id: 1,
      firstName: 'Jana',
      lastName: 'Krüger',
      role: 'Studio manager',
      bio: '',
      photoUrl: null,
      specialties: ['Training plans'],
      courses: [],
    },
    {
      id: 2,
      firstName: 'Malik',
      lastName: 'Osei',
      role: 'Strength coach',
      bio: '',
      photoUrl: '/demo/malik.jpg',
      specialties: [],
      courses: ['Barbell basics'],
    },
  ];
}

const LIMITS = [
  { level: 'LOW', fromPercentage: 0, toPercentage: 40 },
  { level: 'MEDIUM', fromPercentage: 40, toPercentage: 75 },
  { level: 'HIGH', fromPercentage: 75, toPercentage: 100 },
];

const hourly = (hour: number, percentage: number) => ({ hour, averageCheckins: percentage, percentage, level: 'LOW' });

/** A studio at 52 % (42 people): busy by the limits, with today's hours 6 to 9 and a usual day from 6 to 21. */
export function utilizationRoutes(studio: Studio): Record<string, Route> {
  const studioId = studio.id;
  const params = { studioId };
  return {
    [pathOf(getPublicUtilizationReveal, params)]: () => json({ studioId, reveal: true, visibility: 'PUBLIC' }),
    [pathOf(getPublicUtilization, params)]: () =>
      json({
        studioId,
        timestamp: new Date().toISOString(),
        activeCheckins: 42,
        capacity: 80,
        percentage: 52,
        level: 'MEDIUM',
      }),
    [pathOf(getPublicUtilizationLimits, params)]: () => json({ studioId, capacity: 80, limits: LIMITS }),
    [pathOf(getPublicTodayUtilization, params)]: () =>
      json({
        studioId,
        zoneId: studio.zoneId,
        date: '2025-03-03',
        hours: [0, 0, 0, 0, 0, 0, 20, 45, 80, 52].map((percentage, hour) => ({
          ...hourly(hour, percentage),
          startDateTime: new Date(Date.UTC(2025, 2, 3, hour)).toISOString(),
        })),
      }),
    [pathOf(getPublicHistoricUtilization, params)]: () =>
      json({
        studioId,
        zoneId: studio.zoneId,
        dayOfWeek: 'MONDAY',
        weeks: 8,
        hours: Array.from({ length: 24 }, (_, hour) => hourly(hour, hour >= 6 && hour <= 21 ? 30 : 0)),
      }),
  };
}

export const TENANT_NAME = 'Demo Fitness Group';

/** Everything the studio page asks about a studio, answered. */
export function studioRoutes(studio: Studio, overrides: Record<string, Route> = {}): Record<string, Route> {
  return {
    '/whitelabelconfigs/web': () => notFound('WHITELABEL_CONFIG_NOT_FOUND'),
    [pathOf(getPublicStudio, { studioId: studio.id })]: () => json(studio),
    [pathOf(getStudioByAlias, { alias: studio.studioUuid })]: () =>
      json({
        ...studio,
        alias: 'demo-studio',
        logoUrl: studio.logo,
        website: null,
        email: null,
        categories: [],
        features: [],
        universalCheckIn: false,
        imageUrl: '/demo/images/studios/demo-studio.svg',
        openingHours: weekHours([{ from: '06:00', until: '22:00' }]),
      }),
    [pathOf(getPublicTenant, {})]: () =>
      json({
        publicTenantName: TENANT_NAME,
        tenantName: studio.magiclineTenant,
        connectedTenant: false,
        studios: [{ id: studio.id, zoneId: studio.zoneId }],
        tenantLogo: null,
        organizationUnitId: studio.id,
        studioUuid: studio.studioUuid,
        error: false,
      }),
    [pathOf(listEmployees, {})]: () => json(demoEmployees()),
    [pathOf(getFacilityGroupConfig, { publicFacilityGroup: studio.facilityGroup ?? '' })]: () =>
      notFound('WHITELABEL_CONFIG_NOT_FOUND'),
    ...utilizationRoutes(studio),
    ...overrides,
  };
}
