import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { ScreenRoute } from './route-table.ts';

export interface RouteHandle {
  route: Pick<ScreenRoute, 'screen'> & Partial<ScreenRoute>;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route table entry of the deepest matched route. */
export function useCurrentRoute(): RouteHandle['route'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

export function screenTitleKey(screen: string): string {
  return `routes.${screen}`;
}

/** The translated title of the current screen. */
export function useScreenTitle(): string {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return t(screenTitleKey(route?.screen ?? 'notFound'));
}
