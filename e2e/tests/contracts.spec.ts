import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openFooterLink, openMyContracts, openStudio } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { DEMO_MEMBER, logInThroughForm } from '../support/session.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
/** Kraftwerk's brand sends cancellations to its help desk (spec 000 section 6); Lone Star's studio cancels in the portal. */
const AUSTIN = 'Lone Star Athletic South Congress';
/** The 12-month membership the journey's member signed (seed/contracts.ts: Kraftwerk's offers). */
const YEAR_CONTRACT = /– 12 (Monate|months)$/;

interface MailboxMessage {
  to: string;
  template: string;
  subject: string;
  variables: Record<string, string>;
  attachments: { filename: string; contentType: string; url: string }[];
}

async function mailTo(request: APIRequestContext, to: string): Promise<MailboxMessage | undefined> {
  const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
  return messages.find((message) => message.to === to && message.template.startsWith('contract-cancellation-'));
}

/** Confirms the open dialog with its button of that name, after checking what it says. */
async function confirmDialog(page: Page, says: RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(says);
  await checkScreen(page);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a member sees her contract, books and cancels an add-on, cancels her contract and withdraws it @mobile', async ({
  page,
  contractMember,
}) => {
  test.setTimeout(120_000);
  await openStudio(page, BERLIN);
  await logInThroughForm(page, contractMember.email, contractMember.password);
  await openMyContracts(page);
  const contract = page.getByRole('listitem', { name: YEAR_CONTRACT });
  await expect(contract).toBeVisible();
  await expect(contract).toContainText(contractMember.contractNumber);
  await checkScreen(page);

  await page.getByRole('tab', { name: 'Past contracts' }).click();
  await expect(page.getByText('You have no ended contracts.')).toBeVisible();
  await checkScreen(page);
  await page.getByRole('tab', { name: 'Current contracts' }).click();
  await contract.getByRole('link', { name: 'Book add-ons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
  const addOn = page.getByRole('tabpanel').getByRole('listitem').first();
  const name = (await addOn.getByRole('heading').textContent()) ?? '';
  await checkScreen(page);
  await addOn.getByRole('button', { name: 'Add' }).click();
  await confirmDialog(page, /costs .* starts on/, 'Add with charge');
  await page.getByRole('tab', { name: 'Add-ons', exact: true }).click();
  const booked = page.getByRole('listitem', { name });
  await booked.getByRole('button', { name: 'Cancel add-on' }).click();
  await confirmDialog(page, /ends on \d{1,2} \w{3,4} \d{4}/, 'Cancel it');
  await expect(booked.getByRole('button', { name: 'Withdraw cancellation' })).toBeVisible();
  await checkScreen(page);

  await openMyContracts(page);
  await contract.getByRole('button', { name: 'Cancel contract' }).click();
  await confirmDialog(page, /your contract ends on \d{1,2} \w{3,4} \d{4}/, 'Cancel it');
  await expect(contract.getByText(/it ends on/).first()).toBeVisible();
  await contract.getByRole('button', { name: 'Withdraw cancellation' }).first().click();
  await confirmDialog(page, /continues as if you had not cancelled/, 'Withdraw');
  await expect(contract.getByRole('button', { name: 'Cancel contract' })).toBeVisible();
});

test('Anna sees her contract past its minimum term, with the drinks flat she booked on it', async ({ page }) => {
  await openStudio(page, BERLIN);
  await logInThroughForm(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await openMyContracts(page);
  const contract = page.getByRole('listitem', { name: '12 Monate Premium – 12 Monate' });
  await expect(contract).toContainText('V100000001');
  await expect(contract.getByRole('listitem', { name: /^Drinks flat rate/ })).toBeVisible();
  await expect(contract.getByRole('button', { name: 'Cancel contract' })).toBeVisible();
});

test('a visitor cancels a membership without logging in and gets the receipt by mail @mobile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `kuendigung-${Date.now()}@example.com`;
  await openStudio(page, AUSTIN, 'locale=de-DE');
  await openFooterLink(page, 'Mitgliedschaften hier kündigen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitgliedschaft kündigen' })).toBeVisible();
  await checkScreen(page);

  const form = page.getByRole('form', { name: 'Mitgliedschaft kündigen' });
  await form.getByLabel(/^Vorname/).fill('Erika');
  await form.getByLabel(/^Nachname/).fill('Mustermann');
  await form.getByLabel(/^Geburtsdatum/).fill('29.02.1980');
  await form.getByLabel(/^E-Mail/).fill(email);
  await form.getByRole('button', { name: 'Weiter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kündigung bestätigen' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('main').getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(page.getByText(/hat Ihre Kündigung am .* erhalten/)).toBeVisible();
  await checkScreen(page);

  await expect.poll(async () => (await mailTo(request, email))?.subject).toContain('Ihre Kündigung ist eingegangen');
  const mail = await mailTo(request, email);
  expect(mail?.variables.receivedAt).toMatch(/\d{1,2}:\d{2}/);
  expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
});
