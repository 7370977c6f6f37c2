import { encodeStudioUuid } from '@motus/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectInsideShell, openInApp, routeTablePaths } from '../support/route-walk.ts';
import { DEMO_MEMBER, logIn, submitLogin } from '../support/session.ts';

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

  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/selfservice\/overview\?locale=en-GB$/);
  await expect(page.getByRole('heading', { name: 'Self-service overview' })).toBeVisible();
});

test('every route of the table opens inside the shell', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  // A fresh page first, so that no navigation of the login is still under way when the walk starts.
  await page.goto('/maintenance?locale=en-GB');
  for (const path of routeTablePaths()) {
    await openInApp(page, `${path}?locale=en-GB`);
    await expectInsideShell(page, path);
  }
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
