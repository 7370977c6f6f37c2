import type { RouteObject } from 'react-router';
import { StudioRedirect } from '../features/studio/index.ts';
import { HomeRoute } from './routing/home-route.tsx';
import { NotFoundRoute } from './routing/not-found-route.tsx';
import { RouteGate } from './routing/route-gate.tsx';
import { ROUTE_TABLE, type ScreenRoute } from './routing/route-table.ts';
import type { RouteHandle } from './routing/screen-title.ts';
import { loadScreen } from './routing/screens.tsx';
import { StudioScope } from './routing/studio-scope.tsx';
import { StudioScopeRedirect } from './routing/studio-scope-redirect.tsx';
import { StudiosRoute } from './routing/studios-route.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { LoadingScreen } from './shell/loading-screen.tsx';
import { RouteError } from './shell/route-error.tsx';

function handleOf(route: RouteHandle['route']): RouteHandle {
  return { route };
}

/** A screen of the table at a path; each feature is its own chunk, loaded when one of its routes is first visited. */
function screenRoute(route: ScreenRoute): RouteObject {
  return { path: route.path, ...screenOf(route) };
}

function screenOf(route: RouteHandle['route']) {
  return { handle: handleOf(route), lazy: async () => ({ Component: await loadScreen(route.screen) }) };
}

const studioRoutes = ROUTE_TABLE.filter((route) => route.scope === 'studio');
const globalRoutes = ROUTE_TABLE.filter((route) => route.scope === 'global');
const globalPaths = new Set(globalRoutes.map((route) => route.path));

function studioListRoute(path: string): RouteObject {
  const route = ROUTE_TABLE.find((candidate) => candidate.path === path) as ScreenRoute;
  return { path, Component: StudiosRoute, children: [{ index: true, ...screenOf(route) }] };
}

/**
 * The one route table: spec/routes.tsv as routes. Studio screens live under /studio/{studioUuid}/; addressed
 * without the prefix they move under it (or, on /contract, the self-service screen of the same path wins).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      {
        // A second boundary inside the shell keeps header and footer around a failing screen.
        ErrorBoundary: RouteError,
        Component: RouteGate,
        children: [
          { index: true, handle: handleOf({ screen: 'home' }), Component: HomeRoute },
          { path: 'studio', Component: StudioRedirect },
          {
            path: 'studio/:studioUuid',
            Component: StudioScope,
            children: [
              { index: true, ...screenOf({ screen: 'studio', ownTitle: true }) },
              ...studioRoutes.map(screenRoute),
            ],
          },
          studioListRoute('studios/:tenant'),
          studioListRoute('studios'),
          ...globalRoutes.filter((route) => !route.path.startsWith('studios')).map(screenRoute),
          ...studioRoutes
            .filter((route) => !globalPaths.has(route.path))
            .map((route) => ({
              path: route.path,
              handle: handleOf({ screen: route.screen }),
              Component: StudioScopeRedirect,
            })),
          { path: '*', handle: handleOf({ screen: 'notFound' }), Component: NotFoundRoute },
        ],
      },
    ],
  },
];
