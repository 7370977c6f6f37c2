import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAccountPage, openHome } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { logIn } from '../support/session.ts';

/** Anna's payments, from the start page (her studio) and the account menu. */
async function openMyPayments(page: Page): Promise<void> {
  await logIn(page);
  await openHome(page);
  await openAccountPage(page, 'My payments');
}
/** Anna's day ticket of this week (seed/payments.ts DEMO_REFUNDABLE_PAYMENT_ID): only this journey refunds it. */
const REFUNDABLE_PAYMENT_ID = 'c4a7e2d0-3f1b-4c8e-9a6d-5b2e7f1a0c03';

test('a member lists her payments @mobile', async ({ page }) => {
  await openMyPayments(page);
  const list = page.getByRole('list', { name: 'Your payments' });
  const atDesk = list.getByRole('listitem').filter({ hasText: 'Personal training session' });
  await expect(atDesk.getByText('Paid at the studio')).toBeVisible();
  await expect(atDesk.getByText('€65.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved payment methods' })).toBeVisible();
  await checkScreen(page);
});

test('a member downloads the receipt of a recent payment and refunds it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the seeded payment can be refunded only once per database');
  test.setTimeout(90_000);
  await openMyPayments(page);
  const link = page.locator(`a[href*="payment=${REFUNDABLE_PAYMENT_ID}"]`);
  const row = page.getByRole('listitem').filter({ has: link });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  const description = ((await link.textContent()) ?? '').trim();
  await checkScreen(page);

  await link.click();
  const detail = page.getByRole('region', { name: description });
  await expect(detail.getByText(/^You can ask for a refund until /)).toBeVisible();
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  const bytes = await readFile((await receipt.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await detail.getByRole('button', { name: 'Request refund' }).click();
  await expect(detail.getByRole('textbox', { name: /^Amount in EUR/ })).not.toHaveValue('');
  await checkScreen(page);
  await detail.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund .+\?$/ });
  await expect(dialog.getByText(/is cancelled\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();

  await expect(page.getByText(/^Your refund of .+ is on its way\.$/)).toBeVisible();
  await expect(detail.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(detail.getByText('This payment has been refunded in full.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
});
