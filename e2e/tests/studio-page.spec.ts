import { encodeStudioUuid } from '@motus/contract';
import { expect, test } from '../support/fixtures.ts';

test('a visitor picks a demo studio and sees its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Kraftwerk Berlin Mitte/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
  await expect(page.getByText('Torstraße 112, 10119 Berlin')).toBeVisible();
  await expect(page.getByRole('link', { name: /\+49 30 2345 6780/ }).first()).toHaveAttribute(
    'href',
    'tel:+493023456780',
  );
  await expect(page).toHaveTitle(/Kraftwerk Berlin Mitte/);
});

test("the studio's brand colours are applied", async ({ page }) => {
  const uuid = encodeStudioUuid({ tenant: 'alpenfit', organizationUnitId: 1320002001 });
  await page.goto(`/studio/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alpenfit Zürich West' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-highlight').trim()),
    )
    .toBe('rgb(13, 110, 99)');
});

test('a US studio shows the house number first and its state', async ({ page }) => {
  await page.goto(`/studio/${encodeStudioUuid({ tenant: 'lonestar', organizationUnitId: 1530003001 })}`);
  await expect(page.getByText('1420 South Congress Avenue, Austin, TX 78704')).toBeVisible();
});

test('an unknown studio shows the Oops page', async ({ page }) => {
  await page.goto(`/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 42 })}?locale=en-GB`);
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText("We don't know this studio.")).toBeVisible();
});
