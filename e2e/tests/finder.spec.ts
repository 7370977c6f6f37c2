import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openHome, openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

/** A tenant's studio list, as a visitor reaches it: the trail above one of its studios. */
async function openStudioList(page: Page): Promise<void> {
  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Kraftwerk Fitness' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Fitness' })).toBeVisible();
}

test('a visitor searches a city, picks a studio from the results and lands on its page', async ({ page }) => {
  await openHome(page);
  const field = page.getByRole('combobox', { name: 'Studio, city or postcode' });
  await field.fill('Münch');
  await expect(page.getByRole('option', { name: 'München, Bayern, Germany' })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');

  const results = page.getByRole('region', { name: 'Studios near München, Bayern, Germany' });
  const first = results.getByRole('link').first();
  await expect(first).toContainText('Kraftwerk München Schwabing');
  await expect(first).toContainText(/\d km/);
  await first.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk München Schwabing' })).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/[^?]+\?locale=en-GB$/);
  await checkScreen(page);
});

test('a text search finds a studio by city', async ({ page }) => {
  await openHome(page);
  await page.getByRole('combobox', { name: 'Studio, city or postcode' }).fill('Berlin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const results = page.getByRole('region', { name: 'Results for “Berlin”' });
  await expect(results.getByRole('link', { name: /^Kraftwerk / })).toHaveCount(1);
  await results.getByRole('link', { name: /^Kraftwerk Berlin Mitte/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
});

test("a tenant's studio list shows its studios and leads to them", async ({ page }) => {
  await openStudioList(page);
  await expect(page).toHaveTitle(/Kraftwerk Fitness/);
  const links = page.getByRole('region', { name: 'Studios' }).getByRole('link');
  await expect(links.filter({ hasText: 'Kraftwerk Hamburg Altona' })).toBeVisible();
  await expect(links.filter({ hasText: 'Alpenfit' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Filter studios' }).fill('Wien');
  await expect(links.filter({ hasText: 'Kraftwerk' })).toHaveCount(1);
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Wien Neubau' })).toBeVisible();
});

test('the finder and the studio list have no serious accessibility violations', { tag: '@mobile' }, async ({
  page,
}) => {
  await openHome(page);
  await expect(page.getByRole('link', { name: /^Kraftwerk Berlin Mitte/ })).toBeVisible();
  await checkScreen(page);

  await page.getByRole('combobox', { name: 'Studio, city or postcode' }).fill('Ber');
  await expect(page.getByRole('listbox', { name: 'Suggested places' })).toBeVisible();
  await checkScreen(page);

  await openStudioList(page);
  await checkScreen(page);
});

test('switching the brand by facility group changes colours, title and texts', async ({ page }) => {
  const highlight = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim());
  await openHome(page, 'facilityGroup=kraftwerk&locale=en-GB');
  await expect.poll(highlight).toBe('#c2410c');
  await expect(page).toHaveTitle(/^Kraftwerk Fitness/);
  await expect(page.getByText(/Kraftwerk Fitness GmbH/)).toBeVisible();

  await openHome(page, 'facilityGroup=alpenfit&locale=en-GB');
  await expect.poll(highlight).toBe('rgb(13, 110, 99)');
  await expect(page).toHaveTitle(/^Alpenfit/);
  await expect(page.getByText(/Alpenfit AG/)).toBeVisible();
  // One studio and no map tiles: its address and a maps link say where it is, not a large empty drawn map.
  await expect(page.getByRole('img', { name: 'Map around Alpenfit Zürich West' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get directions to Alpenfit Zürich West/ })).toBeVisible();
  await checkScreen(page);
});

test('an address of a studio screen without its studio stays in the brand', async ({ page }) => {
  // The address itself is under test: a brand's link to its schedule that names no studio.
  await page.goto('/course?facilityGroup=kraftwerk&locale=en-GB');
  await expect(page).toHaveURL(/\/\?facilityGroup=kraftwerk&locale=en-GB$/);
  await expect(page).toHaveTitle(/^Kraftwerk Fitness/);
  await expect(page.getByRole('main').getByRole('link', { name: /^Kraftwerk / })).toHaveCount(4);
  await expect(page.getByRole('main').getByRole('link', { name: /^(Alpenfit|Lone Star)/ })).toHaveCount(0);
});
