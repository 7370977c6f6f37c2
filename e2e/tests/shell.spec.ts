import { encodeStudioUuid } from '@motus/contract';
import { expect, test } from '../support/fixtures.ts';
import { openStudio, openStudioSection } from '../support/navigation.ts';
import { expectInsideShell, openInApp, routeTablePaths } from '../support/route-walk.ts';
import { checkScreen } from '../support/screen.ts';
import { DEMO_MEMBER, logIn, submitLogin } from '../support/session.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

test('a brand applies its colours, logo and title', async ({ page }) => {
  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await expect(page).toHaveTitle('Kraftwerk Fitness | Kraftwerk Berlin Mitte');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim()),
    )
    .toBe('#c2410c');
  await expect(page.locator('header img[src="/demo/kraftwerk-logo.svg"]').first()).toBeVisible();
});

test('a guarded self-service path sends a guest to login-register and, after login, back to it', {
  tag: '@mobile',
}, async ({ page }) => {
  // The guard of a typed address is under test.
  await page.goto('/selfservice/overview?locale=en-GB');
  await expect(page).toHaveURL(/\/login-register/);
  const remembered = await page.evaluate(() => window.sessionStorage.getItem('login-redirect'));
  expect(JSON.parse(remembered ?? '[]')).toContain('/selfservice/overview?locale=en-GB');

  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/selfservice\/overview\?locale=en-GB$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Self-service' })).toBeVisible();
});

test.describe('the route table', () => {
  // The walk opens every route with made-up ids, which their calls answer 400 or 404.
  test.use({ expectedConsoleErrors: /status of 40[04] \((Bad Request|Not Found)\)/ });

  test('every route of the table opens inside the shell', { tag: '@mobile' }, async ({ page }) => {
    // About 150 screens, next to another worker's journey.
    test.setTimeout(180_000);
    await logIn(page);
    // The walk moves inside the running app, so the app has started before the first step.
    await page.goto('/maintenance?locale=en-GB');
    await expectInsideShell(page, '/maintenance');
    for (const path of routeTablePaths()) {
      await openInApp(page, `${path}?locale=en-GB`);
      await expectInsideShell(page, path);
    }
  });
});

test.describe('failures', () => {
  // These journeys provoke failing answers on purpose; the browser logs them.
  test.use({ expectedConsoleErrors: /status of (502 \(Bad Gateway\)|404 \(Not Found\))/ });

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
});

test('on a phone the burger menu holds the studio navigation, which leads to the day view of the schedule', {
  tag: '@mobile',
}, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'larger screens show the studio navigation as a tab row');
  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Check-in reservation' })).toBeVisible();
  await checkScreen(page);
  await page.keyboard.press('Escape');

  await openStudioSection(page, 'Courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // The day view, checked on tomorrow's day: all its classes still to come, none greyed out as already started.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/[?&]date=/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await checkScreen(page);
});

/** The finder and the studio page are checked in their own journeys, on phones too. */
test('the UI gallery has no serious accessibility violations', async ({ page }) => {
  await page.goto('/dev/ui?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'UI building blocks' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await checkScreen(page);
});
