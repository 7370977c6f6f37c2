import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openStudio, openStudioOffer, openStudioSection } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

const STUDIO = 'Kraftwerk Berlin Mitte';
/**
 * A few days ahead, whatever the time of day; a member reserves a day later in the second worker, so two runs at once
 * never want the same slot's last place.
 */
const DAY_IN_STRIP = 3;

/** Chooses a day of the strip and answers the first slot with free places, with its time label. */
async function firstOpenSlot(page: Page, day: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in reservation' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radiogroup', { name: 'Choose the day' }).getByRole('radio').nth(day).click();
  const choose = page
    .getByRole('button', { name: /^Choose / })
    .and(page.locator(':enabled'))
    .first();
  await expect(choose).toBeVisible();
  const time = ((await choose.textContent()) ?? '').replace(/^Choose\s*/, '').trim();
  return { choose, time };
}

test('a member reserves a check-in slot from the studio page, finds it in my check-in reservations and cancels it', {
  tag: '@mobile',
}, async ({ page, lane, member, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(member);
  await openStudio(page, STUDIO);
  await checkScreen(page);
  await openStudioOffer(page, 'Check-in reservation');

  const { choose, time } = await firstOpenSlot(page, DAY_IN_STRIP + lane.index);
  await checkScreen(page);
  await choose.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a time slot' })).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve this time slot?' });
  await dialog.getByRole('button', { name: 'Yes, reserve' }).click();

  await expect(page.getByText(`Your place at ${STUDIO} is reserved.`)).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Please check in by /)).toBeVisible();
  const date = (await page.getByText(/^\w+day, \d{1,2} \w+ \d{4}$/).textContent()) ?? '';
  await checkScreen(page);

  await page.getByRole('link', { name: 'My check-in reservations' }).click();
  await expect(page).toHaveURL(/\/me\/checkin-reservations/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: date }) })
    .filter({ has: page.getByText(time, { exact: true }) });
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await checkScreen(page);

  await card.getByRole('button', { name: /^Cancel reservation / }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this reservation?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(page.getByText('Your reservation is cancelled.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: `Reserve a time slot at ${STUDIO}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in reservation' })).toBeVisible();
});

test('a guest finds the slots in the studio navigation and is asked to log in to reserve one', {
  tag: '@mobile',
}, async ({ page }) => {
  await openStudio(page, STUDIO);
  await openStudioSection(page, 'Check-in reservation');
  const { choose } = await firstOpenSlot(page, DAY_IN_STRIP);
  await expect(page.getByText(/^Free places: \d+$/).first()).toBeVisible();
  await checkScreen(page);
  await choose.click();
  await expect(page).toHaveURL(/\/login-register/);
  await checkScreen(page);
});
