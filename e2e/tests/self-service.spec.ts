import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mailbox.ts';
import { openAccountPage, openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { logInThroughForm } from '../support/session.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
/** Kraftwerk's demo staff account (README "Demo data"). */
const KRAFTWERK_STAFF = { email: 'team@kraftwerk.example', password: 'Motus-Demo-1' };
/** A valid German IBAN the member moves to (ING's example account). */
const NEW_IBAN = 'DE02500105170137075030';

async function sendChange(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send change' }).click();
}

/** A staff member of Kraftwerk, in a browser of their own (new to the portal: the cookie dialog first), applies it. */
async function staffApplies(browser: Browser, baseURL: string, customerNumber: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/?locale=en-GB');
  await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Apply' }).click();
  await logInThroughForm(page, KRAFTWERK_STAFF.email, KRAFTWERK_STAFF.password);
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Staff area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to decide' })).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: customerNumber });
  await expect(request).toContainText(NEW_IBAN.slice(0, 4));
  await checkScreen(page);
  await request.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(request).toBeHidden();
  await context.close();
}

test('a member changes the address at once and the bank account with the studio’s approval @mobile', async ({
  page,
  browser,
  baseURL,
  request,
  contractMember,
}) => {
  test.setTimeout(150_000);
  await openStudio(page, BERLIN);
  await logInThroughForm(page, contractMember.email, contractMember.password);
  await openAccountPage(page, 'Self-service');
  await checkScreen(page);

  await test.step('the address applies at once', async () => {
    await page.getByRole('link', { name: /^Address/ }).click();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByLabel(/^Street/).fill('Oderberger Straße');
    await page.getByLabel(/^House number/).fill('7');
    await page.getByLabel(/^Postcode/).fill('10435');
    await page.getByLabel(/^City/).fill('Berlin');
    await checkScreen(page);
    await sendChange(page);
    await expect(page.getByText('Your address is saved.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Oderberger Straße');
  });

  await test.step('the bank account waits for the studio', async () => {
    await page.getByRole('tab', { name: 'Payment details' }).click();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByLabel(/^IBAN/).fill(NEW_IBAN);
    await page.getByLabel(/^Account holder/).fill(`${contractMember.firstName} ${contractMember.lastName}`);
    await page.getByLabel(/SEPA direct debit mandate/).check();
    await sendChange(page);
    await expect(page.getByText(/waiting for the studio’s approval/)).toBeVisible();
    await checkScreen(page);
  });

  await test.step('staff apply it; the member sees it applied and is mailed', async () => {
    await staffApplies(browser, baseURL ?? '', contractMember.customer.customerCode);
    await page.reload();
    await expect(page.getByText(/waiting for the studio’s approval/)).toBeHidden();
    await expect(page.getByRole('main')).toContainText('DE02 5001 0517 0137 0750 30');
    await expect
      .poll(async () => (await mailTo(request, contractMember.email, 'amendment-applied')) !== undefined)
      .toBe(true);
  });
});
