import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a visitor searches a city, picks a studio from the results and lands on its page', async ({ page }) => {
  await page.goto('/?locale=en-GB');
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
});

test('a text search finds a studio by city', async ({ page }) => {
  await page.goto('/?locale=en-GB');
  await page.getByRole('combobox', { name: 'Studio, city or postcode' }).fill('Berlin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  const results = page.getByRole('region', { name: 'Results for “Berlin”' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await results.getByRole('link', { name: /Kraftwerk Berlin Mitte/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
});

test("a tenant's studio list shows its studios and leads to them", async ({ page }) => {
  await page.goto('/studios/kraftwerk?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Fitness' })).toBeVisible();
  await expect(page).toHaveTitle(/Kraftwerk Fitness/);
  const links = page.getByRole('region', { name: 'Studios' }).getByRole('link');
  await expect(links.filter({ hasText: 'Kraftwerk Hamburg Altona' })).toBeVisible();
  await expect(links.filter({ hasText: 'Alpenfit' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Filter studios' }).fill('Wien');
  await expect(links).toHaveCount(1);
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Wien Neubau' })).toBeVisible();
});

test('the finder and the studio list have no serious accessibility violations', { tag: '@mobile' }, async ({
  page,
}) => {
  await page.goto('/?locale=en-GB');
  await expect(page.getByRole('link', { name: /Kraftwerk Berlin Mitte/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Studio, city or postcode' }).fill('Ber');
  await expect(page.getByRole('listbox', { name: 'Suggested places' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/studios/kraftwerk?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Fitness' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('switching the brand by facility group changes colours, title and texts', async ({ page }) => {
  const highlight = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim());
  await page.goto('/?facilityGroup=kraftwerk&locale=en-GB');
  await expect.poll(highlight).toBe('#c2410c');
  await expect(page).toHaveTitle(/^Kraftwerk Fitness/);
  await expect(page.getByText(/Kraftwerk Fitness GmbH/)).toBeVisible();

  await page.goto('/?facilityGroup=alpenfit&locale=en-GB');
  await expect.poll(highlight).toBe('rgb(13, 110, 99)');
  await expect(page).toHaveTitle(/^Alpenfit/);
  await expect(page.getByText(/Alpenfit AG/)).toBeVisible();
});
