import { Navigate, useLocation } from 'react-router';
import { NotFoundScreen } from '../shell/not-found-screen.tsx';
import { screenAt } from './crumbs.ts';
import { normalizePath } from './normalize-path.ts';

/** An unknown path is normalised and matched against the known routes, else the not-found screen shows. */
export function NotFoundRoute() {
  const { pathname, search } = useLocation();
  const normalised = normalizePath(pathname);
  if (normalised !== pathname && screenAt(normalised)) return <Navigate replace to={`${normalised}${search}`} />;
  return <NotFoundScreen />;
}
