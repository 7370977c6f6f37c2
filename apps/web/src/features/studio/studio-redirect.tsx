import { encodeStudioUuid } from '@motus/contract';
import { Navigate, useLocation } from 'react-router';
import { QUERY_ALIASES, readQueryParams } from '../../lib/query-params.ts';
import { studioPath } from '../../lib/studio-route.ts';

const STUDIO_ID_PARAMS = ['organizationUnitId', 'studioId'];

/** Removes parameters by their long names and by their short aliases. */
function without(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const [alias, name] of Object.entries(QUERY_ALIASES)) if (names.includes(name)) rest.delete(alias);
  for (const name of names) rest.delete(name);
  return rest;
}

function withQuery(pathname: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * `/studio?tenant=…&organizationUnitId=…` (or `studioId`, or their aliases) becomes `/studio/{studioUuid}`; other
 * parameters stay. Without a studio the tenant's studio list is the target (the home screen filtered by tenant).
 */
export function studioTarget(search: URLSearchParams): string {
  const params = readQueryParams(search);
  const tenant = typeof params.tenant === 'string' ? params.tenant.trim() : '';
  const id = params.organizationUnitId ?? params.studioId;
  if (!tenant || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    return withQuery('/', without(search, STUDIO_ID_PARAMS));
  }
  const uuid = encodeStudioUuid({ tenant, organizationUnitId: id });
  return withQuery(studioPath(uuid), without(search, ['tenant', ...STUDIO_ID_PARAMS]));
}

export function StudioRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={studioTarget(new URLSearchParams(search))} />;
}
