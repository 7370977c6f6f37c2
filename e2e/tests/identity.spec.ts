import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { logInThroughForm, logOut, submitLogin } from '../support/session.ts';

/** A mail as the developer mailbox lists it (newest first). */
interface MailboxMessage {
  to: string;
  template: string;
  variables: { code?: string; link?: string };
}

/** The code of the newest mail of a kind to an address, once it is in the outbox. */
async function mailedCode(request: APIRequestContext, to: string, template: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
      const mail = messages.find((message) => message.to === to && message.template === template);
      code = mail?.variables.code ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
}

/** A 2×2 PNG, enough for the browser to decode, resize and upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4IScnd0KOAUIBAB3SBBHfPB1bAAAAAElFTkSuQmCC',
  'base64',
);

/** Demo customers nobody is connected to: one per browser project, since the projects share one server. */
const CUSTOMERS: Record<string, { code: string; birthDigits: string }> = {
  desktop: { code: 'KW-100245', birthDigits: '03111986' },
  mobile: { code: 'KW-200017', birthDigits: '28021979' },
};

const form = (page: Page, name: string) => page.getByRole('form', { name });

test('an account from registration to deletion', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'First-pass-1';
  const newPassword = 'Second-pass-2';

  await test.step('register, read the code from the mailbox, verify: logged in', async () => {
    await page.goto('/login-register?locale=en-GB');
    const registration = form(page, 'New here? Create an account');
    await registration.getByLabel('First name').fill('Erika');
    await registration.getByLabel('Last name').fill('Muster');
    await registration.getByLabel('E-mail address').fill(email);
    await registration.getByLabel(/^Password/).fill(password);
    await registration.getByRole('checkbox').check();
    await registration.getByRole('button', { name: 'Register and connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    await page.getByLabel('6-digit code').fill(await mailedCode(request, email, 'registration-code'));
    await page.getByRole('button', { name: 'Confirm registration' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Erika Muster!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu of Erika Muster' })).toBeVisible();
  });

  await test.step('log out of a guarded page: home, not login-register, and in again', async () => {
    await page.goto('/me/settings?locale=en-GB&code=123456');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await logOut(page);
    await expect(page).toHaveURL(/\/\?locale=en-GB$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('login-redirect'))).toBeNull();
    await logInThroughForm(page, email, password);
  });

  await test.step('forgot password, reset with the mailed link, log in with the new one', async () => {
    await logOut(page);
    await page.goto('/password-forgot?locale=en-GB');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();

    const code = await mailedCode(request, email, 'password-reset');
    await page.goto(`/verify-password?${new URLSearchParams({ email, code, locale: 'en-GB' })}`);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save password and log in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu of Erika Muster' })).toBeVisible();

    await logOut(page);
    await logInThroughForm(page, email, newPassword);
  });

  await test.step('connect to a studio by customer code', async () => {
    const customer = CUSTOMERS[testInfo.project.name] ?? CUSTOMERS.desktop;
    await page.goto('/studio-connect?tenant=kraftwerk&locale=en-GB');
    await page.getByRole('textbox', { name: 'Customer number' }).fill(customer?.code ?? '');
    await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(customer?.birthDigits ?? '');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/studio\//);
    await expect(page.getByRole('heading', { level: 1, name: /^Kraftwerk / })).toBeVisible();
  });

  await test.step('change the profile and upload a picture', async () => {
    await page.goto('/me/settings/profile?locale=en-GB');
    const details = form(page, 'Your details');
    await details.getByLabel('First name').fill('Erika Maria');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu of Erika Maria Muster' })).toBeVisible();

    await page
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  });

  await test.step('add an additional e-mail and verify it with the mailed code', async () => {
    const additional = `extra-${email}`;
    await page.goto('/emails?locale=en-GB');
    await page.getByRole('link', { name: 'Add e-mail address' }).click();
    await page.getByLabel('New e-mail address').fill(additional);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/verify-additional-email/);
    await page.getByLabel('6-digit code').fill(await mailedCode(request, additional, 'additional-email'));
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to my e-mail addresses' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: additional })).toContainText('Confirmed');
  });

  await test.step('delete the account with the password: storage is cleared and the login no longer works', async () => {
    await page.goto('/me/settings?locale=en-GB');
    await page.evaluate(() => {
      window.localStorage.setItem('e2e-marker', 'left behind?');
      window.sessionStorage.setItem('e2e-marker', 'left behind?');
    });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('Not-My-Password-1');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('The current password is wrong.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('link', { name: /Register \/ Log in|^Log in$/ }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('e2e-marker'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);

    await page.goto('/login-register?locale=en-GB');
    await submitLogin(page, email, newPassword);
    await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible();
  });
});
