import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { bindLocation } from '../lib/request-context.ts';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The api client reads the page location from the router, so the two never disagree. */
function bound(router: AppRouter): AppRouter {
  bindLocation(() => router.state.location);
  return router;
}

export function createAppRouter(): AppRouter {
  return bound(createBrowserRouter(routes));
}

/** The same routes on an in-memory history, for tests and tools without a browser address bar. */
export function createMemoryAppRouter(initialEntries: string[]): AppRouter {
  return bound(createMemoryRouter(routes, { initialEntries }));
}
