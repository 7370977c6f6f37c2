import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookOnSummary, cancelBookedPlace, toSummary } from '../support/booking-flow.ts';
import { expect, test } from '../support/fixtures.ts';
import { onPhone, openStudio, openStudioSection, studioHeading } from '../support/navigation.ts';
import { chooseClass, openTomorrowsClasses } from '../support/schedule.ts';
import { checkScreen } from '../support/screen.ts';
import { loginLink } from '../support/session.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
/** A valid German IBAN (Commerzbank's example account): its bank is in the bundled directory. */
const IBAN = 'DE89370400440532013000';
const PASSWORD = 'Signup-pass-1';
/** The new member's date of birth as typed into the date fields (en-GB: day, month, year). */
const BIRTH_DIGITS = '14021992';

interface MailboxMessage {
  to: string;
  template: string;
  variables: Record<string, string>;
  attachments: { filename: string; contentType: string }[];
}

async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
  return messages.filter((message) => message.to === to);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/**
 * Draws a stroke over the pad: with the mouse on a desktop, with a finger on a phone (touch events through the
 * browser's input pipeline, so the page gets real touch pointers it can capture).
 */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const points = [0.2, 0.4, 0.6, 0.8].map((share, index) => ({
    x: Math.round(box.x + box.width * share),
    y: Math.round(box.y + box.height * (index % 2 === 0 ? 0.4 : 0.6)),
  }));
  const [first, ...rest] = points;
  if (!first) return;
  if (!onPhone(page)) {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.mouse.up();
    return;
  }
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const point of rest) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/** Registers an account for the address the contract was signed with and confirms it with the mailed code. */
async function registerWithMailedCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await loginLink(page).click();
  const registration = page.getByRole('form', { name: 'New here? Create an account' });
  await registration.getByLabel('First name').fill('Max');
  await registration.getByLabel('Last name').fill('Neumann');
  await registration.getByLabel('E-mail address').fill(email);
  await registration.getByLabel(/^Password/).fill(PASSWORD);
  await registration.getByRole('checkbox').check();
  await registration.getByRole('button', { name: 'Register and connect' }).click();
  let code = '';
  await expect
    .poll(async () => {
      code =
        (await mailsTo(request, email)).find((mail) => mail.template === 'registration-code')?.variables.code ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Max Neumann' })).toBeVisible();
}

test(
  'a visitor signs a 12-month membership with an IBAN and a drawn signature, gets the welcome mail, logs in and books a class',
  {
    tag: '@mobile',
  },
  async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const email = `e2e-signup-${testInfo.project.name}-${Date.now()}@example.com`;
    let customerNumber = '';

    await test.step('from the studio page to the offers through Memberships', async () => {
      await openStudio(page, BERLIN);
      await openStudioSection(page, 'Memberships');
      await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
      await checkScreen(page);
      await page
        .getByRole('link', { name: /^Choose .*12 months$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/contract\/\d+\/personal\?locale=en-GB$/);
    });

    await test.step('personal data and address', async () => {
      await page.getByLabel(/^First name/).fill('Max');
      await page.getByLabel(/^Last name/).fill('Neumann');
      await page.getByLabel(/^E-mail address/).fill(email);
      await page.getByLabel(/^Date of birth/).pressSequentially(BIRTH_DIGITS);
      await checkScreen(page);
      await continueButton(page).click();
      await page.getByLabel(/^Street/).fill('Torstraße');
      await page.getByLabel(/^House number/).fill('5');
      await page.getByLabel(/^Postcode/).fill('10119');
      await page.getByLabel(/^City/).fill('Berlin');
      await checkScreen(page);
      await continueButton(page).click();
    });

    await test.step('payment: the IBAN in blocks of four, its bank, the mandate', async () => {
      const iban = page.getByLabel(/^IBAN/);
      await iban.pressSequentially(IBAN.toLowerCase());
      await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
      await expect(page.getByText(/^Bank: .+ \(BIC COBADEFF/)).toBeVisible();
      await expect(page.getByLabel(/^Account holder/)).toHaveValue('Max Neumann');
      await page.getByLabel(/I grant the SEPA direct debit mandate/).check();
      await checkScreen(page);
      await continueButton(page).click();
    });

    await test.step('modules (none taken) and conditions', async () => {
      await expect(page).toHaveURL(/\/(modules|conditions)\?/);
      if (page.url().includes('/modules?')) {
        await checkScreen(page);
        await continueButton(page).click();
      }
      await expect(page).toHaveURL(/\/conditions\?/);
      const boxes = page.getByLabel(/I have read and accept this text/);
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await box.check();
      await checkScreen(page);
      await continueButton(page).click();
    });

    await test.step('the contract PDF opens before signing; a drawn signature signs', async () => {
      const preview = page.getByRole('link', { name: 'Open the contract (PDF)' });
      await expect(preview).toBeVisible();
      const pdf = await page.evaluate(
        async (href) => (await fetch(href)).headers.get('content-type') ?? '',
        (await preview.getAttribute('href')) ?? '',
      );
      expect(pdf).toContain('pdf');
      await drawSignature(page, page.getByRole('img', { name: /^Signature/ }));
      await checkScreen(page);
      await page.getByRole('button', { name: 'Sign with obligation to pay' }).dblclick();
      await expect(page.getByRole('heading', { name: 'Welcome! Your membership is signed.' })).toBeVisible();
      customerNumber = ((await page.getByText(/^Your customer number: /).textContent()) ?? '').replace(/^.*: /, '');
      await checkScreen(page);
    });

    await test.step('the welcome mail carries the signed contract and the mandate as PDFs', async () => {
      await expect
        .poll(async () => {
          const mails = await mailsTo(request, email);
          return mails.flatMap((mail) => mail.attachments.filter((file) => file.contentType === 'application/pdf'))
            .length;
        })
        .toBe(2);
    });

    await test.step('registered with that address and connected by the new customer number, the member books a class', async () => {
      await page.getByRole('link', { name: `${BERLIN} – go to the studio page` }).click();
      await expect(studioHeading(page, BERLIN)).toBeVisible();
      await registerWithMailedCode(page, request, email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(studioHeading(page, BERLIN)).toBeVisible();
      await page.getByRole('button', { name: 'Already member?' }).first().click();
      await expect(page).toHaveURL(/\/studio-connect\?/);
      await page.getByRole('textbox', { name: 'Customer number' }).fill(customerNumber);
      await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(BIRTH_DIGITS);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(studioHeading(page, BERLIN)).toBeVisible();
      await openTomorrowsClasses(page);
      await chooseClass(page, /^Book (?!Drop-in)/);
      await toSummary(page);
      await cancelBookedPlace(page, await bookOnSummary(page));
    });
  },
);
