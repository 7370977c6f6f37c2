import type { RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell.tsx';
import { LoadingScreen } from './shell/loading-screen.tsx';
import { NotFoundScreen } from './shell/not-found-screen.tsx';
import { RouteError } from './shell/route-error.tsx';

/**
 * The one route table (mirrors spec/routes.tsv as features arrive). Each feature is its own chunk, loaded when
 * one of its routes is first visited; the shell loads with the entry.
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
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/index.ts')).HomeScreen }),
          },
          {
            path: 'studio',
            lazy: async () => ({ Component: (await import('../features/studio/index.ts')).StudioRedirect }),
          },
          {
            path: 'studio/:studioUuid',
            lazy: async () => ({ Component: (await import('../features/studio/index.ts')).StudioScreen }),
          },
          { path: '*', Component: NotFoundScreen },
        ],
      },
    ],
  },
];
