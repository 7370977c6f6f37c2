import { test as base, expect } from '@playwright/test';

/** A visitor who has already answered the cookie dialog, so it does not cover the page under test. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      const consent = { general: true, stats: false, chat: false, utc: new Date().toISOString() };
      window.localStorage.setItem('cookie-consent', JSON.stringify(consent));
    });
    await use(page);
  },
});

export { expect };
