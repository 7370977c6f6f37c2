import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { BERLIN_MITTE } from '../support/factories/members.ts';
import { buyDayTicket } from '../support/factories/payments.ts';
import { expect, test } from '../support/fixtures.ts';
import { onPhone, openAccountPage, openHome } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { logIn } from '../support/session.ts';

/** The logged-in member's payments, from the start page (their studio) and the account menu. */
async function openMyPayments(page: Page): Promise<void> {
  await openHome(page);
  await openAccountPage(page, 'My payments');
}

/** Anna's seeded history: a payment at the desk among them. */
test('a member lists her payments @mobile', async ({ page }) => {
  await logIn(page);
  await openMyPayments(page);
  const list = page.getByRole('list', { name: 'Your payments' });
  const atDesk = list.getByRole('listitem').filter({ hasText: 'Personal training session' });
  await expect(atDesk.getByText('Paid at the studio')).toBeVisible();
  await expect(atDesk.getByText('€65.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved payment methods' })).toBeVisible();
  await checkScreen(page);
});

test('a member downloads the receipt of a recent payment and refunds it', {
  tag: '@mobile',
}, async ({ page, member, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs(member);
  // The payment to refund: a day ticket the member bought by card just before, in the page's session.
  const paymentId = await buyDayTicket(apiOf(page.request), page.request, BERLIN_MITTE);
  await openMyPayments(page);
  const link = page.locator(`a[href*="payment=${paymentId}"]`);
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
  // A phone shows the payment instead of the list: closing it brings the list back.
  if (onPhone(page)) await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
});
