import { encodeStudioUuid } from '@motus/contract';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/session.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;
const SLOTS = `${BERLIN}/checkin-reservation?locale=en-GB`;
/** A few days ahead, away from Anna's seeded reservation of tomorrow and its daily limit. */
const DAY_IN_STRIP = 3;

/** Opens the slots of a day of the strip and answers the first slot with free places, with its time label. */
async function firstOpenSlot(page: Page, day: number) {
  await page.goto(SLOTS);
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

test('a member reserves a check-in slot, finds it in my check-in reservations and cancels it', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);

  const { choose, time } = await firstOpenSlot(page, DAY_IN_STRIP);
  await expectNoSeriousA11yViolations(page);
  await choose.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a time slot' })).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve this time slot?' });
  await dialog.getByRole('button', { name: 'Yes, reserve' }).click();

  await expect(page.getByText('Your place at Kraftwerk Berlin Mitte is reserved.')).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Please check in by /)).toBeVisible();
  const date = (await page.getByText(/^\w+day, \d{1,2} \w+ \d{4}$/).textContent()) ?? '';
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'My check-in reservations' }).click();
  await expect(page).toHaveURL(/\/me\/checkin-reservations/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: date }) })
    .filter({ has: page.getByText(time, { exact: true }) });
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: /^Cancel reservation / }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this reservation?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(page.getByText('Your reservation is cancelled.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a guest sees the slots and is asked to log in to reserve one', async ({ page }) => {
  const { choose } = await firstOpenSlot(page, DAY_IN_STRIP);
  await expect(page.getByText(/^Free places: \d+$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await choose.click();
  await expect(page).toHaveURL(/\/login-register/);
});
