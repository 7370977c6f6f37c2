import { encodeStudioUuid } from '@motus/contract';
import { readQueryParams } from '../../lib/query-params.ts';
import { studioPath } from '../../lib/studio-route.ts';

/** External pages chosen by a query parameter (spec 000 section 2.5), checked in this order. */
const EXTERNAL_PAGES: readonly { params: readonly string[]; path: (query: URLSearchParams) => string }[] = [
  {
    params: ['state', 'oauth_token'],
    path: (query) => `/fitness-apps/${query.get('vendor') || 'oauth'}/${query.get('method') || 'callback'}`,
  },
  { params: ['paymentRequestId'], path: () => '/payment' },
  { params: ['token'], path: () => '/self-service' },
  { params: ['streamId'], path: () => '/streaming' },
  { params: ['eventId'], path: () => '/event' },
];

export interface HomeVisitor {
  loggedIn: boolean;
  /** The studio of the user's first studio connect: a member's own tenant and studio. */
  connectedStudio?: { tenant: string; studioId: number } | undefined;
}

/**
 * Where the home route sends a visitor: an external page detected by its parameter; with a tenant and a studio (from
 * the address, else a member's connected studio), the studio page; with a tenant only, its studio list; with
 * neither, a logged-in user goes to settings and a guest stays on the studio finder (null).
 */
export function homeRedirect(search: string, visitor: HomeVisitor): string | null {
  const query = new URLSearchParams(search);
  const external = EXTERNAL_PAGES.find((page) => page.params.some((name) => query.has(name)));
  if (external) return `${external.path(query)}?${query}`;
  const params = readQueryParams(query);
  const tenant = typeof params.tenant === 'string' ? params.tenant : undefined;
  const unit = params.organizationUnitId ?? params.studioId;
  if (tenant && typeof unit === 'number') return studioPath(encodeStudioUuid({ tenant, organizationUnitId: unit }));
  if (tenant) return `/studios/${encodeURIComponent(tenant)}`;
  const connected = visitor.connectedStudio;
  if (connected) {
    return studioPath(encodeStudioUuid({ tenant: connected.tenant, organizationUnitId: connected.studioId }));
  }
  return visitor.loggedIn ? '/me/settings' : null;
}
