import { Navigate, useLocation } from 'react-router';
import { studioRefOf } from '../../lib/page-tenant.ts';
import { studioUuidOf } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { FullRedirect } from './full-redirect.tsx';
import { FALLBACK_ADDRESS } from './guard.ts';

/**
 * A studio screen addressed without the studio prefix: with a studio in the query it moves under the prefix;
 * without a studio it is a full redirect to the fallback address (spec 000 section 2.5).
 */
export function StudioScopeRedirect() {
  const { pathname, search } = useLocation();
  const ref = studioRefOf(pathname, search);
  if (!ref) return <FullRedirect href={FALLBACK_ADDRESS} />;
  return <Navigate replace to={`${studioPath(studioUuidOf(ref))}${pathname}${search}`} />;
}
