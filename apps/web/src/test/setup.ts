import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetApp } from './render-app.tsx';

// jsdom has no layout, so the router's scroll restoration has nothing to scroll; keep its log quiet.
window.scrollTo = () => undefined;

/** Resolves once the macrotasks queued so far (timers due now, then immediates) have run. */
async function afterQueuedTasks(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setImmediate(resolve));
}

const { asyncWrapper } = getConfig();

configure({
  // A find waits until what it looks for appears, however busy the machine: the first render of a file also compiles
  // the lazily loaded screens. The bound only ends a wait for something that never comes, with the page in the message.
  asyncUtilTimeout: 20_000,
  // A user-event action returns before React has rendered what its handler set after an await: React renders in an
  // immediate, Testing Library resumes after a timer, and which runs first depends on the machine's speed (a button
  // still disabled by a loading state ignored the next click). Waiting for the timers and then for the immediates
  // queued before them makes the action return after that render, on any machine.
  asyncWrapper: (action) =>
    asyncWrapper(async () => {
      const result = await action();
      await afterQueuedTasks();
      return result;
    }),
});

/** jsdom's window size; viewport tests change it. */
const JSDOM_WIDTH = 1024;
const JSDOM_HEIGHT = 768;

/**
 * The test files of a worker share one document and one module graph (vitest.config.ts, `isolate: false`): each test
 * leaves the page as it found it, without rendered trees, stored values or page styles a modal set.
 */
afterEach(() => {
  cleanup();
  resetApp();
  localStorage.clear();
  sessionStorage.clear();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  window.innerWidth = JSDOM_WIDTH;
  window.innerHeight = JSDOM_HEIGHT;
});

/** Globals and spies a file stubbed end with it, for the next file of the worker. */
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
