import { ApiError } from '@motus/contract/client';
import { matchPath, Outlet, useLocation } from 'react-router';
import { UnknownStudio } from '../../features/studio/index.ts';
import { useCurrentStudio, useStudioQuery, useStudioRef } from '../../lib/studio-context.ts';

/**
 * Whether the address names a studio under the prefix /studio/{studioUuid}/ that does not exist: a uuid that does not
 * decode, or a studio the server does not know (404) or that belongs to another tenant.
 */
export function useUnknownStudio(): boolean {
  const { pathname } = useLocation();
  const ref = useStudioRef();
  const query = useStudioQuery(ref?.organizationUnitId);
  const { studio } = useCurrentStudio();
  if (!matchPath('/studio/:studioUuid/*', pathname)) return false;
  if (!ref) return true;
  return (query.error instanceof ApiError && query.error.status === 404) || Boolean(query.data && !studio);
}

/**
 * The studio prefix: an unknown studio shows 'Oops! We don't know this studio.' for every screen under it. While the
 * studio loads, or when it fails otherwise, the screen below shows its own loading or error state.
 */
export function StudioScope() {
  return useUnknownStudio() ? <UnknownStudio /> : <Outlet />;
}
