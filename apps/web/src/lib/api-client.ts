import { createApiClient } from '@motus/contract/client';
import { i18n } from './i18n.ts';
import { maintenanceMode } from './maintenance.ts';
import { requestContext } from './request-context.ts';

/** The one client of the web app; every call carries the page's context headers. */
export const api = createApiClient({
  // Looked up per call rather than bound once, so tests can replace globalThis.fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  context: requestContext,
  translate: (key) => i18n.t(key),
  onMaintenance: () => maintenanceMode.set(true),
  reportError: (error) => console.error('Server error', error.status, error.message),
});
