import { basicAuthorization } from '@motus/contract/client';
import { expect, type Page } from '@playwright/test';

/** What logging in takes. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * A demo member of the seed (README, demo only): connected to Kraftwerk Berlin Mitte. For journeys that read her
 * seeded history; a journey that books or pays uses a member of its own (fixtures.ts `member`).
 */
export const DEMO_MEMBER: Credentials = { email: 'anna.berger@kraftwerk.example', password: 'Motus-Demo-1' };

/** Fills and sends the login form of the page that shows it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs in with the web app's own login call, whose session cookie lands in the page's browser context: for journeys
 * that are not about logging in. The journey opens its page next; that page starts logged in.
 */
export async function logIn(page: Page, email = DEMO_MEMBER.email, password = DEMO_MEMBER.password): Promise<void> {
  const response = await page.request.post('/login', {
    headers: { authorization: basicAuthorization(email, password), 'x-client-type': 'WEB' },
  });
  expect(response.ok(), `login of ${email}: ${await response.text()}`).toBe(true);
}

/** The header's way to log in or register (its label is shorter on a phone). */
export function loginLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^(Register \/ )?Log(ging)? in$/ });
}

/** Logs in through the header's link and the login form, as a person does, and waits for the account menu. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await loginLink(page).click();
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(loginLink(page)).toBeVisible();
}
