import { afterEach, beforeEach, vi } from 'vitest';
import { cookieConsent } from '../lib/cookie-consent.ts';
import { resetApp } from './render-app.tsx';

/** Whole-app screen tests: the cookie dialog answered before each test, fakes and app state reset after it. */
export function setUpScreenTests(): void {
  beforeEach(() => {
    cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetApp();
  });
}
