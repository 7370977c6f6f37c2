import type { StudioRef } from '@motus/contract';
import type { ClientContext } from '@motus/contract/client';
import { useLocation } from 'react-router';
import { i18n } from './i18n.ts';
import { tenantOf } from './page-tenant.ts';
import { createStore, useStore } from './store.ts';
import { isSameStudio, studioRefFromPath } from './studio-route.ts';

export interface PageLocation {
  pathname: string;
  search: string;
}

/** The studio the page shows, once loaded, with the facility group that selects its brand. */
export interface LoadedStudio extends StudioRef {
  facilityGroup: string;
}

export const loadedStudio = createStore<LoadedStudio | null>(null);

/** The white-label context of the brand in use, sent as x-web-context. */
export const webContext = createStore<string | undefined>(undefined);

/** The spec names a studio-code query parameter without giving its name; Motus reads this one. */
export const STUDIO_CODE_PARAM = 'studioCode';

let readLocation: () => PageLocation = () => window.location;

/** The router's location, not window.location, so that a memory router (tests) sends the right context too. */
export function bindLocation(source: () => PageLocation): void {
  readLocation = source;
}

export function facilityGroupFor(location: PageLocation, studio: LoadedStudio | null): string | undefined {
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get('facilityGroup') || query.get(STUDIO_CODE_PARAM);
  if (fromQuery) return fromQuery;
  const routeStudio = studioRefFromPath(location.pathname);
  if (!routeStudio) return undefined;
  if (studio && isSameStudio(studio, routeStudio)) return studio.facilityGroup;
  // Until the studio has loaded, the tenant in its route stands in (facility groups equal tenant ids), so the
  // brand is requested in parallel with the studio instead of after it, and the header does not flash.
  return routeStudio.tenant;
}

/** The headers context of every call (spec 001 section 7.1), read afresh for each call. */
export function requestContext(): ClientContext {
  const location = readLocation();
  return {
    webContext: webContext.get(),
    queryParams: location.search.replace(/^\?/, '') || undefined,
    facilityGroup: facilityGroupFor(location, loadedStudio.get()),
    tenant: tenantOf(location.pathname, location.search),
    locale: i18n.isInitialized ? i18n.language : undefined,
  };
}

export function useFacilityGroup(): string | undefined {
  const location = useLocation();
  const studio = useStore(loadedStudio);
  return facilityGroupFor(location, studio);
}
