import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mailbox.ts';
import { openAccountPage, openMyContracts, openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { DEMO_MEMBER, logInThroughForm } from '../support/session.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
const AUSTIN = 'Lone Star Athletic South Congress';
/** Jordan Lee of Lone Star, whose brand does not show invoices (README "Demo data"). */
const JORDAN = { email: 'jordan.lee@lonestar.example', password: 'Motus-Demo-1' };
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

/** The test provider's card page: the card that always succeeds (docs/payments.md). */
async function payOnProviderPage(page: Page, holder: string): Promise<void> {
  await expect(page).toHaveURL(/\/psp\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(holder);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Saves what a click downloads and answers its file name and text. */
async function downloadOf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: path ? await readFile(path, 'latin1') : '' };
}

// One download per journey: Chromium holds back a page's second download until the user allows several.
test('Anna downloads everything the portal stores about her as a JSON file @mobile', async ({ page }) => {
  await openStudio(page, BERLIN);
  await logInThroughForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await openAccountPage(page, 'Self-service');
  const data = page.getByRole('region', { name: 'Your data' });
  const json = await downloadOf(page, data.getByRole('button', { name: 'Download my data (JSON)' }));
  expect(json.name).toMatch(/^motus-data-.*\.json$/);
  expect(json.text).toContain('V100000001');
  expect(json.text).not.toContain('mia.schulz@kraftwerk.example');
});

test('Anna downloads an invoice as a PDF @mobile', async ({ page }) => {
  await openStudio(page, BERLIN);
  await logInThroughForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await openAccountPage(page, 'Self-service');
  await page.getByRole('link', { name: /^Invoices/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await checkScreen(page);
  const invoice = await downloadOf(page, page.getByRole('button', { name: 'Download PDF' }).first());
  expect([invoice.name, invoice.text.slice(0, 5)]).toEqual([expect.stringMatching(/\.pdf$/), '%PDF-']);
});

test('Anna pays her open balance by card from her account statement', async ({ page }) => {
  test.setTimeout(120_000);
  await openStudio(page, BERLIN);
  await logInThroughForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await openAccountPage(page, 'Self-service');
  await page.getByRole('link', { name: /^Account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Pay open balance' }).click();
  await expect(page.getByText(/^Open balance: €\d+\.\d\d \(open entries: \d+\)$/)).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payOnProviderPage(page, 'Anna Berger');
  await expect(page).toHaveURL(/\/account\/success\//);
  await checkScreen(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByText('Nothing open')).toBeVisible();
});

test('a member whose brand hides invoices sees no invoice tile, and the call refuses @mobile', async ({ page }) => {
  await openStudio(page, AUSTIN);
  await logInThroughForm(page, JORDAN.email, JORDAN.password);
  await openAccountPage(page, 'Self-service');
  await expect(page.getByRole('link', { name: /^Contracts/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Invoices/ })).toHaveCount(0);
  const refused = await page.request.get('/nox/v1/customercenter/invoices', {
    headers: { 'x-tenant': 'lonestar', 'x-client-type': 'WEB' },
  });
  expect([refused.status(), (await refused.json()).errorCode]).toEqual([403, 'FORBIDDEN']);
});

test('a member recharges the consumption credit by card and sees the new balance @mobile', async ({
  page,
  contractMember,
}) => {
  test.setTimeout(120_000);
  await openStudio(page, BERLIN);
  await logInThroughForm(page, contractMember.email, contractMember.password);
  await openAccountPage(page, 'Self-service');
  await page.getByRole('link', { name: /^Consumption credit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consumption credit' })).toBeVisible();
  await expect(page.getByText('No movements yet.')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: '€20.00' }).click();
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await expect(page.getByText('Recharge of €20.00')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payOnProviderPage(page, `${contractMember.firstName} ${contractMember.lastName}`);
  await expect(page).toHaveURL(/\/consumptioncredit\/[^/]+\/success/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Consumption credit' }).click();
  await expect(page.getByRole('main')).toContainText('€20.00');
  await expect(page.getByText('No movements yet.')).toBeHidden();
});
