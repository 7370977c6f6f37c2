import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mailbox.ts';
import { openAccountPage, openMyContracts, openStudio } from '../support/navigation.ts';
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
async function staffApplies(
  browser: Browser,
  baseURL: string,
  request: { customerNumber: string; says: string; confirm: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/?locale=en-GB');
  await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Apply' }).click();
  await logInThroughForm(page, KRAFTWERK_STAFF.email, KRAFTWERK_STAFF.password);
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Staff area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to decide' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: request.customerNumber }).filter({ hasText: request.says });
  await checkScreen(page);
  await card.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: request.confirm }).click();
  await expect(card).toBeHidden();
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
    await staffApplies(browser, baseURL ?? '', {
      customerNumber: contractMember.customer.customerCode,
      says: 'DE02',
      confirm: 'Apply change',
    });
    await page.reload();
    await expect(page.getByText(/waiting for the studio’s approval/)).toBeHidden();
    await expect(page.getByRole('main')).toContainText('DE02 5001 0517 0137 0750 30');
    await expect
      .poll(async () => (await mailTo(request, contractMember.email, 'amendment-applied')) !== undefined)
      .toBe(true);
  });
});

/** The day `days` from today as the en-GB date field takes it, digit by digit (ddmmyyyy). */
function dayDigits(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCDate())}${two(day.getUTCMonth() + 1)}${day.getUTCFullYear()}`;
}

/** The date a contract card states under a label (its facts are a description list). */
function factOf(contract: Locator, label: string): Locator {
  return contract.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('a member requests an idle period with a proof, staff accept it and the contract runs longer @mobile', async ({
  page,
  browser,
  baseURL,
  contractMember,
}) => {
  test.setTimeout(150_000);
  await openStudio(page, BERLIN);
  await logInThroughForm(page, contractMember.email, contractMember.password);
  await openMyContracts(page);
  const contract = page.getByRole('listitem', { name: /– 12 (Monate|months)$/ });
  const termEndBefore = await factOf(contract, 'Current term until').textContent();

  await test.step('the request with a doctor’s note', async () => {
    await openAccountPage(page, 'Self-service');
    await page.getByRole('link', { name: /^Idle periods/ }).click();
    await page.getByRole('button', { name: 'Request idle period' }).click();
    await page.getByLabel(/^First day/).pressSequentially(dayDigits(10));
    await page.getByLabel(/^Last day/).pressSequentially(dayDigits(23));
    await page.getByLabel('Add proof').setInputFiles({
      name: 'attest.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await checkScreen(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Requested')).toBeVisible();
  });

  await test.step('staff accept it; the contract’s term ends two weeks later', async () => {
    await staffApplies(browser, baseURL ?? '', {
      customerNumber: contractMember.customer.customerCode,
      says: 'attest.pdf',
      confirm: 'Accept idle period',
    });
    await page.reload();
    await expect(page.getByText('Accepted')).toBeVisible();
    await openMyContracts(page);
    await expect(factOf(contract, 'Current term until')).not.toHaveText(termEndBefore ?? '');
  });
});
