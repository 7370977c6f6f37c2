import type { PermissionCheck } from '../../lib/permissions.ts';
import type { ScreenRoute } from './route-table.ts';

export type GuardDecision =
  | { kind: 'allow' }
  /** A missing required query parameter: home, within the app. */
  | { kind: 'home' }
  /** A feature the studio has switched off: a full-page redirect to the fallback address. */
  | { kind: 'fullRedirect'; href: string }
  /** No access: the path is remembered for after login, then the user goes to `to`. */
  | { kind: 'denied'; to: string };

export interface GuardInput {
  route: Pick<ScreenRoute, 'permission' | 'feature' | 'requiredQuery' | 'devOnly'>;
  query: URLSearchParams;
  can: (check: PermissionCheck | undefined) => boolean;
  feature: (name: string) => boolean;
  loggedIn: boolean;
  connectedToTenant: boolean;
  /** The server has the development gallery turned on (DEV_UI). */
  devUi: boolean;
}

export const FALLBACK_ADDRESS = '/';

/** The route guards of spec 000 section 2.5, in order: required query, feature flag, permission. */
export function evaluateGuard(input: GuardInput): GuardDecision {
  const { route } = input;
  if (route.devOnly && !input.devUi) return { kind: 'home' };
  if (route.requiredQuery?.some((name) => !input.query.get(name))) return { kind: 'home' };
  if (route.feature && !input.feature(route.feature)) return { kind: 'fullRedirect', href: FALLBACK_ADDRESS };
  if (input.can(route.permission)) return { kind: 'allow' };
  if (!input.loggedIn) return { kind: 'denied', to: '/login-register' };
  return { kind: 'denied', to: input.connectedToTenant ? '/' : '/studio-connect' };
}
