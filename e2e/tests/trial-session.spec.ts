import { encodeStudioUuid } from '@motus/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

/** The first slot that can still be chosen, paging on from today (evenings and Sundays have none left). */
async function firstChoosableSlot(page: Page): Promise<Locator> {
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  for (let day = 0; day < 3; day += 1) {
    await expect(choose.or(page.getByText('There are no trial sessions on this day.'))).toBeVisible();
    if (await choose.isVisible()) return choose;
    await page.getByRole('button', { name: 'Next day' }).click();
  }
  await expect(choose).toBeVisible();
  return choose;
}

test('a guest opens the trial session, sees its slots and picks one for the booking flow', {
  tag: '@mobile',
}, async ({ page }) => {
  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await page.getByRole('link', { name: 'Book Trial session' }).click();
  await expect(page).toHaveURL(/\/trial-session\/1\?locale=en-GB$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trial session' })).toBeVisible();
  const choose = await firstChoosableSlot(page);
  await expect(page.getByText(/^Places left: [1-6]$/).first()).toBeVisible();
  await checkScreen(page);

  const row = choose.locator('xpath=ancestor::li');
  await expect(row.getByRole('heading', { name: 'Trial workout' })).toBeVisible();
  await choose.click();
  await expect(page).toHaveURL(new RegExp(`${BERLIN.replaceAll('+', '\\+')}/booking/trial-session/\\d+`));
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '{}'));
  expect(cart).toMatchObject({ kind: 'trial-session', name: 'Trial workout' });
});
