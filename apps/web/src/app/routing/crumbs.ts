import { matchPath } from 'react-router';
import { ROUTE_TABLE, type ScreenRoute } from './route-table.ts';

export interface Crumb {
  path: string;
  /** The screen of the crumb; 'studio' and 'studioList' are titled by name, others by their route title. */
  screen: string;
}

const STUDIO_PREFIX = '/studio/:studioUuid';

function patternOf(route: ScreenRoute): string {
  return route.scope === 'studio' ? `${STUDIO_PREFIX}/${route.path}` : `/${route.path}`;
}

export function screenAt(path: string): string | undefined {
  if (path === '/') return 'home';
  if (matchPath(STUDIO_PREFIX, path)) return 'studio';
  const route = ROUTE_TABLE.find((candidate) => matchPath(patternOf(candidate), path));
  return route?.screen;
}

/** The path prefixes of a path: /a/b/c gives /, /a, /a/b, /a/b/c. */
function prefixes(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
}

/**
 * Breadcrumbs from the route tree (spec 000 section 2.5): every prefix of the path that is a screen of its own.
 * The tenant's studio list stands before a studio only when studio selection is allowed.
 */
export function crumbsFor(pathname: string, studioList: string | null): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const path of prefixes(pathname)) {
    const screen = screenAt(path);
    if (!screen) continue;
    if (screen === 'studio' && studioList) crumbs.push({ path: studioList, screen: 'studioList' });
    crumbs.push({ path, screen });
  }
  return crumbs;
}
