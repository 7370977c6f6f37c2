import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '@motus/i18n/catalogues';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

const instances = new Map<string, I18n>();

/** An i18next instance with the real ui catalogue of a locale, so tests read the texts users see. */
export function uiI18n(locale = 'en-GB'): I18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const catalogue = JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'ui.json'), 'utf8'));
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** Renders a building block with translations and a router, and a user-event session to drive it. */
export function renderUi(ui: ReactNode, { locale = 'en-GB', path = '/' } = {}) {
  // No pause between simulated keystrokes and clicks: the tests stay fast on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <I18nextProvider i18n={uiI18n(locale)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { user, ...result };
}
