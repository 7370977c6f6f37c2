import { encodeStudioUuid } from '@motus/contract';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_MEMBER, logIn } from '../support/session.ts';

const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 })}`;

/**
 * The first class that can be booked: late on a Sunday the current week holds only classes that have started, so the
 * schedule moves on to the next week.
 */
async function firstBookButton(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const book = page.getByRole('button', { name: /^Book / }).first();
  if (!(await book.isVisible())) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(book).toBeVisible();
  return book;
}

interface MailboxMessage {
  to: string;
  template: string;
  attachments: { filename: string }[];
}

test('a member books a course place, finds it in my bookings with its calendar file, and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page);

  await page.goto(`${BERLIN}/course?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByText(/^CW \d+$/)).toBeVisible();
  const bookButton = await firstBookButton(page);
  const course = ((await bookButton.locator('.visually-hidden').textContent()) ?? '').trim();
  await bookButton.click();
  await expect(page.getByText('Place booked')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await test.step('the confirmation mail carries the calendar entry', async () => {
    await expect
      .poll(async () => {
        const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
        const mail = messages.find(
          (message) => message.to === DEMO_MEMBER.email && message.template === 'booking-confirmed',
        );
        return mail?.attachments[0]?.filename ?? '';
      })
      .toMatch(/\.ics$/);
  });

  await page.goto('/me/bookings?locale=en-GB');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course }) });
  const card = cards.first();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  const booked = await cards.count();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(cards).toHaveCount(booked - 1);
});

test('a guest who wants to book is asked to log in first', async ({ page }) => {
  await page.goto(`${BERLIN}/course?locale=en-GB`);
  await (await firstBookButton(page)).click();
  await expect(page).toHaveURL(/\/login-register/);
});

test('a member blocked after missed classes is refused with a clear message', async ({ page }) => {
  await logIn(page, 'jordan.lee@lonestar.example');
  const austin = `/studio/${encodeStudioUuid({ tenant: 'lonestar', organizationUnitId: 1530003001 })}`;
  await page.goto(`${austin}/course?locale=en-US`);
  await (await firstBookButton(page)).click();
  await expect(page.getByText("The booking didn't go through")).toBeVisible();
  await expect(page.getByText(/Online booking is blocked for you for a while after missed appointments/)).toBeVisible();
});
