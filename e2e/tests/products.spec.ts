import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/factories/members.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mailbox.ts';
import { openStudio, openStudioOffer } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
const SUCCESS_CARD = '4242 4242 4242 4242';

/** A product list of the studio, from its page's offers at a glance. */
async function openProducts(page: Page, heading: string): Promise<void> {
  await openStudio(page, BERLIN);
  await openStudioOffer(page, heading);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
}

/** A product's list screen, then its variant's Buy button: the flow's first step. */
async function startBuying(page: Page, heading: string, variant: string): Promise<void> {
  await openProducts(page, heading);
  await page.getByRole('link', { name: `Buy ${variant}`, exact: true }).click();
}

/** A guest's details, then the payment step. */
async function giveGuestDetails(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact details' });
  await form.getByLabel(/^First name/).fill('Greta');
  await form.getByLabel(/^Last name/).fill('Gast');
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

/** Continue on the payment step, then Pay now on the summary: the provider's page opens. */
async function payOnSummary(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check and pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/psp\/pay\//);
}

async function payByCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill(SUCCESS_CARD);
  await page.getByLabel('Expiry date (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Greta Gast');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function expectOrderComplete(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/success\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your order is complete' })).toBeVisible({
    timeout: 15_000,
  });
}

test('the offers, day tickets and vouchers of a studio are listed accessibly', async ({ page }) => {
  test.setTimeout(120_000);
  for (const heading of ['Offers', 'Day tickets', 'Vouchers']) {
    await openProducts(page, heading);
    await expect(page.getByRole('link', { name: /^Buy / }).first()).toBeVisible();
    await checkScreen(page);
  }
});

test('a member buys a day ticket with PayPal and sees it on the success page', async ({ page, member, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs(member);
  await startBuying(page, 'Day tickets', 'Day ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a day ticket' })).toBeVisible();
  // Two days ahead: the same day in the studio's calendar whatever the time of day.
  await page.getByRole('combobox', { name: /^Day/ }).selectOption({ index: 2 });
  await expect(page.getByRole('radio', { name: 'Pay online now' })).toBeChecked();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await payOnSummary(page);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expectOrderComplete(page);
  await expect(page.getByText(/^Your day ticket for .+ is booked\./)).toBeVisible();
  await checkScreen(page);
});

test('a guest buys a voucher by card, gets it mailed as PDF, and redeems its code at a later checkout', async ({
  page,
  request,
  lane,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('voucher-buyer', lane.index);

  await test.step('buy a 25 € voucher as a guest', async () => {
    await startBuying(page, 'Vouchers', '€25 voucher');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a voucher' })).toBeVisible();
    await page.getByLabel(/^Name on the voucher/).fill('Paul Beschenkt');
    await page.getByRole('button', { name: 'Continue' }).click();
    await giveGuestDetails(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await payOnSummary(page);
    await payByCard(page);
    await expectOrderComplete(page);
    await expect(
      page.getByText('We have mailed the vouchers to you as PDF, ready to print or give away.'),
    ).toBeVisible();
    await checkScreen(page);
  });

  const code = (
    await page
      .getByRole('list')
      .filter({ hasText: /^MOTUS-/ })
      .innerText()
  ).trim();
  expect(code).toMatch(/^MOTUS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await test.step('the mail carries the voucher as PDF', async () => {
    await expect.poll(async () => (await mailTo(request, email, 'vouchers-purchased'))?.variables.codes).toBe(code);
    const mail = await mailTo(request, email, 'vouchers-purchased');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: `${code}.pdf`, contentType: 'application/pdf' }),
    ]);
    const pdf = await request.get(mail?.attachments[0]?.url ?? '');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the code takes its value off a later checkout', async () => {
    await startBuying(page, 'Vouchers', '€50 voucher');
    await page.getByRole('button', { name: 'Continue' }).click();
    await giveGuestDetails(page, email);
    await page.getByRole('button', { name: 'I have a voucher' }).click();
    await page.getByLabel(/^Voucher code/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check and pay' })).toBeVisible();
    await expect(page.getByText(`Voucher ${code}`)).toBeVisible();
    await expect(page.getByText('−€25.00')).toBeVisible();
    const total = page.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd');
    await expect(total).toHaveText('€25.00');
  });
});
