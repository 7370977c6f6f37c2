import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => cleanup());
