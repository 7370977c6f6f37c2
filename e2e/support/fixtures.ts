import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors no journey can avoid, each with its reason. Keep it short: anything else a page logs as an error
 * fails the journey that opened it.
 */
const UNAVOIDABLE_CONSOLE_ERRORS: readonly RegExp[] = [];

interface JourneyOptions {
  /** The visitor has answered the cookie dialog before (off for the journey about that dialog). */
  answeredCookieDialog: boolean;
  /**
   * The console errors a journey provokes on purpose (a refused booking answers 4xx, which the browser logs), as one
   * pattern; a journey of normal use has none.
   */
  expectedConsoleErrors: RegExp | null;
}

/** Collects what the page logs as an error, and what it throws, while the journey runs. */
function watchConsole(page: Page, expected: RegExp | null): string[] {
  const errors: string[] = [];
  const tolerated = (text: string) =>
    [...UNAVOIDABLE_CONSOLE_ERRORS, ...(expected ? [expected] : [])].some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!tolerated(text)) errors.push(text);
  });
  page.on('pageerror', (error) => {
    if (!tolerated(error.message)) errors.push(`uncaught: ${error.message}`);
  });
  return errors;
}

/**
 * A visitor who has already answered the cookie dialog, so it does not cover the page under test; the journey fails
 * on any console error its pages log (docs/decisions.md: a guest is a normal state, not an error).
 */
export const test = base.extend<JourneyOptions>({
  answeredCookieDialog: [true, { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  page: async ({ page, answeredCookieDialog, expectedConsoleErrors }, use) => {
    if (answeredCookieDialog) {
      await page.addInitScript(() => {
        // A page without storage (about:blank between two visits) has no consent to keep.
        if (window.origin === 'null') return;
        const consent = { general: true, stats: false, chat: false, utc: new Date().toISOString() };
        window.localStorage.setItem('cookie-consent', JSON.stringify(consent));
      });
    }
    const errors = watchConsole(page, expectedConsoleErrors);
    await use(page);
    expect(errors, 'console errors of the pages this journey opened').toEqual([]);
  },
});

export { expect };
