import type { StudioRef } from '@motus/contract';
import { readQueryParams } from './query-params.ts';
import { studioRefFromPath } from './studio-route.ts';

/** The studio a page is about: the /studio/{uuid} prefix, else tenant and organisation unit in the query. */
export function studioRefOf(pathname: string, search: string): StudioRef | null {
  const fromPath = studioRefFromPath(pathname);
  if (fromPath) return fromPath;
  const query = readQueryParams(search);
  const tenant = query.tenant;
  const unit = query.organizationUnitId ?? query.studioId;
  if (typeof tenant === 'string' && typeof unit === 'number' && Number.isInteger(unit) && unit > 0) {
    return { tenant, organizationUnitId: unit };
  }
  return null;
}

/**
 * The one tenant rule of the web app, used by the x-tenant header and by useTenant(): the studio in the path wins
 * over a tenant query parameter (docs/decisions.md, "Tenant of a page").
 */
export function tenantOf(pathname: string, search: string): string | undefined {
  const studio = studioRefOf(pathname, search);
  const tenant = readQueryParams(search).tenant;
  return studio?.tenant ?? (typeof tenant === 'string' && tenant ? tenant : undefined);
}
