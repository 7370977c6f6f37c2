import { encodeStudioUuid } from '@motus/contract';
import { expect, test } from '../support/fixtures.ts';
import { openHome, openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

const berlinMitte = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;
const LEVELS = /^(Not busy|Moderately busy|Very busy)$/;

test('a visitor picks a demo studio and sees its page', async ({ page }) => {
  await openHome(page, '');
  await page
    .getByRole('link', { name: /Kraftwerk Berlin Mitte/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
  await expect(page.getByText('Torstraße 112, 10119 Berlin', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Kraftwerk Berlin Mitte/);
});

test('a visitor sees contacts, opening hours and the occupancy of Kraftwerk Berlin Mitte', async ({ page }) => {
  await openStudio(page, 'Kraftwerk Berlin Mitte');

  const contacts = page.getByRole('region', { name: 'Contact' });
  await expect(contacts.getByRole('link', { name: /\+49 30 2345 6780/ })).toHaveAttribute('href', 'tel:+493023456780');
  await expect(contacts.getByRole('link', { name: /^Send an e-mail to/ })).toBeVisible();

  const hours = page.getByRole('region', { name: 'Opening hours' });
  const week = hours.getByRole('table', { name: 'Opening hours by weekday' });
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week.getByRole('row', { name: /^Monday/ })).toContainText('06:00–24:00');
  await expect(hours.getByText(/^(Open now|Closed now)$/)).toBeVisible();

  const occupancy = page.getByRole('region', { name: 'Current occupancy' });
  await expect(occupancy.getByText(LEVELS)).toBeVisible();
  await expect(occupancy.getByText(/% of capacity · checked in: \d+$/)).toBeVisible();
  await expect(occupancy.getByRole('heading', { name: 'Today by hour' })).toBeVisible();
  const byHour = occupancy.getByRole('table', { name: /Occupancy today by hour/ });
  await expect(byHour).toBeAttached();
  await expect(byHour.getByRole('row').nth(1)).toBeAttached();

  await expect(page.getByRole('region', { name: 'Our team' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers at a glance' });
  await expect(offers.getByRole('link', { name: /^Courses/ })).toHaveAttribute(
    'href',
    `${berlinMitte}/course?locale=en-GB`,
  );
});

test("the studio's brand colours are applied", async ({ page }) => {
  await openStudio(page, 'Alpenfit Zürich West', '');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim()),
    )
    .toBe('rgb(13, 110, 99)');
});

test('a US studio shows the house number first, its state and its round-the-clock hours', async ({ page }) => {
  await openStudio(page, 'Lone Star Athletic South Congress', 'locale=en-US');
  await expect(page.getByText('1420 South Congress Avenue, Austin, TX 78704', { exact: true })).toBeVisible();
  const week = page.getByRole('table', { name: 'Opening hours by weekday' });
  await expect(week.getByRole('row', { name: /^Sunday/ })).toContainText('Open 24 hours');
});

test('the studio page has no serious accessibility violations', { tag: '@mobile' }, async ({ page }) => {
  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await expect(page.getByRole('region', { name: 'Current occupancy' }).getByText(LEVELS)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our team' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await checkScreen(page);
});

test.describe('an unknown studio', () => {
  // The studio's call answers 404 on purpose; the browser logs it.
  test.use({ expectedConsoleErrors: /status of 404 \(Not Found\)/ });

  test('an unknown studio shows the Oops page', async ({ page }) => {
    await page.goto(`/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 42 })}?locale=en-GB`);
    await expect(page.getByText('Oops!')).toBeVisible();
    await expect(page.getByText("We don't know this studio.")).toBeVisible();
  });
});
