import { encodeStudioUuid } from '@motus/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

test('a brand applies its colours, logo and title', async ({ page }) => {
  await page.goto(`${BERLIN}?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
  await expect(page).toHaveTitle('Kraftwerk Fitness | Kraftwerk Berlin Mitte');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim()),
    )
    .toBe('#c2410c');
  await expect(page.locator('header img[src="/demo/kraftwerk-logo.svg"]').first()).toBeVisible();
});

test('a guarded self-service path sends a guest to login-register and, after login, back to it', async ({ page }) => {
  await page.goto('/selfservice/overview?locale=en-GB');
  await expect(page).toHaveURL(/\/login-register/);
  const remembered = await page.evaluate(() => window.sessionStorage.getItem('login-redirect'));
  expect(JSON.parse(remembered ?? '[]')).toContain('/selfservice/overview?locale=en-GB');

  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail address').fill('anna.berger@kraftwerk.example');
  await login.getByLabel(/^Password/).fill('Motus-Demo-1');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/selfservice\/overview\?locale=en-GB$/);
  await expect(page.getByRole('heading', { name: 'Self-service overview' })).toBeVisible();
});

test('every route of the table opens inside the shell', async ({ page }) => {
  await page.goto(`${BERLIN}/news?locale=en-GB`);
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
  await page.goto('/password-forgot?locale=de-DE');
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  await expect(page).toHaveTitle('Motus | Passwort vergessen');
});

test('a 502 answer switches to maintenance', async ({ page }) => {
  await page.route('**/studio-api/nox/public/v1/studios/**', (route) =>
    route.fulfill({ status: 502, body: 'Bad gateway' }),
  );
  await page.goto(`${BERLIN}?locale=en-GB`);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
});

test('an unknown studio shows Oops on every studio screen', async ({ page }) => {
  await page.goto(`/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 7 })}/news?locale=en-GB`);
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText("We don't know this studio.")).toBeVisible();
});

test('the shell, the studio page and the gallery have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/?locale=en-GB', `${BERLIN}?locale=en-GB`, '/dev/ui?locale=en-GB']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});
