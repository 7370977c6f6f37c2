import { test as base, expect, type Page } from '@playwright/test';
import { apiOf } from './api.ts';
import { type ContractMember, signedMember } from './factories/contracts.ts';
import {
  BERLIN_MITTE,
  connectToCustomer,
  deleteIfStillThere,
  deleteMember,
  type Member,
  registerMember,
  type SeededCustomer,
} from './factories/members.ts';
import { type Credentials, logIn } from './session.ts';

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
 * The customers of the seed that no demo account is connected to (README "Demo data"), one per worker: the members a
 * worker's journeys create connect to its own, so two journeys that run at once never book, pay or reserve as the same
 * customer. The seed has two to spare; more workers need more of them.
 */
const LANE_CUSTOMERS: readonly SeededCustomer[] = [
  /** Lena Fischer */
  { customerCode: 'KW-100311', dateOfBirth: '1995-07-21' },
  /** Jonas Wagner */
  { customerCode: 'KW-200017', dateOfBirth: '1979-02-28' },
];

/**
 * What a worker owns of the seed while the journeys run in parallel. Two workers never share a parallel index at the
 * same time, so a journey that must use a shared seeded row (a seeded member's slot, a class's places) takes the one
 * its index names: a day further ahead, say.
 */
export interface Lane {
  index: number;
  /** The customer the worker's members are connected to (studio connect with its code and date of birth). */
  customer: SeededCustomer;
}

function laneOf(index: number): Lane {
  const customer = LANE_CUSTOMERS[index];
  if (!customer)
    throw new Error(`worker ${index} has no customer of the seed to connect members to (see LANE_CUSTOMERS)`);
  return { index, customer };
}

interface MemberFixtures {
  /**
   * A member created for this journey alone: registered and verified through the public calls, connected to the
   * worker's customer at Kraftwerk Berlin Mitte. The account is deleted after the journey, which frees the customer.
   */
  member: Member;
  /**
   * A member who signed Berlin Mitte's 12-month membership for this journey alone, as a new customer of the studio; the
   * account is deleted after the journey (the contract stays with the customer, as a studio keeps it).
   */
  contractMember: ContractMember;
  /** Logs the page's browser context in with the login call (for journeys that are not about logging in). */
  loginAs: (account: Credentials) => Promise<void>;
  /**
   * Deletes an account a journey registered through the UI after it, should the journey not get as far as deleting
   * it itself: a failed journey then leaves the worker's customer free for the next.
   */
  deleteAfterwards: (account: Credentials) => void;
}

/**
 * A visitor who has already answered the cookie dialog, so it does not cover the page under test; the journey fails
 * on any console error its pages log (docs/decisions.md: a guest is a normal state, not an error).
 */
export const test = base.extend<JourneyOptions & MemberFixtures, { lane: Lane }>({
  lane: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      await use(laneOf(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  member: async ({ playwright, baseURL, lane }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const api = apiOf(request);
    const member = await registerMember(api, request, lane.index);
    await connectToCustomer(api, lane.customer, BERLIN_MITTE);
    await use(member);
    await deleteMember(api, member);
    await request.dispose();
  },
  contractMember: async ({ playwright, baseURL, lane }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const api = apiOf(request);
    const member = await signedMember(api, request, lane.index);
    await use(member);
    await deleteMember(api, member);
    await request.dispose();
  },
  loginAs: async ({ page }, use) => {
    await use((account) => logIn(page, account.email, account.password));
  },
  deleteAfterwards: async ({ playwright, baseURL }, use) => {
    const accounts: Credentials[] = [];
    await use((account) => accounts.push(account));
    for (const account of accounts) {
      const request = await playwright.request.newContext({ baseURL });
      await deleteIfStillThere(request, account);
      await request.dispose();
    }
  },
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
