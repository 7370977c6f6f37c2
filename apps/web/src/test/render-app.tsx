import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { createMemoryAppRouter } from '../app/router.tsx';
import { cookieConsent } from '../lib/cookie-consent.ts';
import { detectLocale } from '../lib/i18n.ts';
import { leavingLocation } from '../lib/logout.ts';
import { maintenanceMode } from '../lib/maintenance.ts';
import { notifications } from '../lib/notifications.ts';
import { loadedStudio, webContext } from '../lib/request-context.ts';
import { initTranslations } from '../lib/translations.ts';

/** Renders the whole app at a path, the way main.tsx does: translations first, then the router. */
export async function renderApp(path: string) {
  await initTranslations(detectLocale(new URL(path, 'http://localhost').search, navigator.languages));
  const router = createMemoryAppRouter([path]);
  return { router, ...render(<App router={router} />) };
}

/** Module-level state the app keeps between screens; tests start from scratch. */
export function resetApp(): void {
  loadedStudio.set(null);
  webContext.set(undefined);
  maintenanceMode.set(false);
  leavingLocation.set(null);
  for (const notification of notifications.store.get()) notifications.dismiss(notification.id);
  cookieConsent.consent.set(null);
  cookieConsent.open.set(true);
  document.documentElement.removeAttribute('style');
  document.title = '';
}
