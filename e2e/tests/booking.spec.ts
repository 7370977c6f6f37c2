import type { Locator, Page } from '@playwright/test';
import { bookOnSummary, toSummary } from '../support/booking-flow.ts';
import { uniqueEmail } from '../support/factories/members.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailTo } from '../support/mailbox.ts';
import { openAccountPage, openHome, openStudio, openStudioSection } from '../support/navigation.ts';
import { chooseClass, openTomorrowsClasses } from '../support/schedule.ts';
import { checkScreen } from '../support/screen.ts';
import { type Credentials, DEMO_MEMBER, logIn, logOut } from '../support/session.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';
/** The seed's second Berlin member: first on the waiting list of a full class where Anna holds the last place. */
const MIA = { email: 'mia.schulz@kraftwerk.example', password: DEMO_MEMBER.password };

/** A class that costs nothing beyond a visit: any but the paid drop-in class, which goes to the payment step. */
const FREE_CLASS = /^Book (?!Drop-in)/;

/** The class's name, read from its Book button (which names it for screen readers). */
async function classNameOf(button: Locator): Promise<string> {
  return ((await button.locator('.visually-hidden').textContent()) ?? '').trim();
}

test('a member books a course place through the flow, gets the calendar file, cancels, and the next in line moves up', {
  tag: '@mobile',
}, async ({ page, request, member, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(member);
  await openStudio(page, BERLIN);
  // Tomorrow's last class: far enough ahead that its place can still be cancelled online.
  await openTomorrowsClasses(page);
  const bookButton = page.getByRole('button', { name: FREE_CLASS }).last();
  const course = await classNameOf(bookButton);
  await bookButton.click();
  await toSummary(page);
  await expect(page.getByText(/You can cancel free of charge until/)).toBeVisible();
  await bookOnSummary(page);

  await test.step('the confirmation mail carries the calendar entry', async () => {
    await expect
      .poll(async () => (await mailTo(request, member.email, 'booking-confirmed'))?.attachments[0]?.filename ?? '')
      .toMatch(/\.ics$/);
  });

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course }) });
  const card = cards.first();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  await expect(card.getByText('Course', { exact: true })).toBeVisible();
  const booked = await cards.count();
  await checkScreen(page);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(/you can cancel free of charge until/)).toBeVisible();
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  // The place stays among the upcoming ones until the class is over, as cancelled, with nothing left to do.
  await expect(cards).toHaveCount(booked);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await test.step('the cancellation mail carries the calendar file that removes the entry', async () => {
    await expect
      .poll(async () => (await mailTo(request, member.email, 'booking-cancelled'))?.attachments[0]?.contentType)
      .toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});

/** A place in my bookings, told apart by its class and its date and time. */
function bookingCard(page: Page, course: string, when: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: course }) })
    .filter({ hasText: when });
}

/** A demo member's own bookings, from the start page (their studio) and the account menu. */
async function openMyBookings(page: Page, member: Credentials): Promise<void> {
  await logIn(page, member.email, member.password);
  await openHome(page);
  await openAccountPage(page, 'My bookings');
}

/**
 * Never @mobile: the seeded full class can be freed only once per database. Its own full class cannot be made per
 * journey: filling one takes as many customers as it has places, and customers come only from the seed.
 */
test('cancelling the last place of a full class moves the first in line up, who is mailed and finds it booked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openMyBookings(page, MIA);
  const waiting = page.getByRole('listitem').filter({ hasText: 'Waiting list, position 1' }).first();
  await expect(waiting).toBeVisible();
  const course = ((await waiting.getByRole('heading').textContent()) ?? '').trim();
  const when = ((await waiting.locator('p').first().textContent()) ?? '').trim();
  await checkScreen(page);
  await logOut(page);

  await openMyBookings(page, DEMO_MEMBER);
  await bookingCard(page, course, when).getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect.poll(async () => Boolean(await mailTo(request, MIA.email, 'waiting-list-promoted'))).toBe(true);
  await logOut(page);

  await openMyBookings(page, MIA);
  await expect(bookingCard(page, course, when).getByText('Booked', { exact: true })).toBeVisible();
});

/**
 * The first schedule button with this label on the week view: late on a Sunday the current week holds only classes
 * that have started, so the journey moves on to the next week (once its classes have replaced the last week's).
 */
async function firstScheduleButton(page: Page, label: RegExp): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const button = page.getByRole('button', { name: label }).first();
  const week = page.getByText(/^CW \d+$/);
  const firstDay = page.getByRole('heading', { level: 2 }).first();
  for (let step = 0; step < 3; step += 1) {
    await expect(button.or(page.getByRole('heading', { level: 3 })).first()).toBeVisible();
    if (await button.isVisible()) return button;
    const [shownWeek, shownDay] = [await week.textContent(), await firstDay.textContent()];
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(week).not.toHaveText(shownWeek ?? '');
    await expect(firstDay).not.toHaveText(shownDay ?? '');
  }
  await expect(button).toBeVisible();
  return button;
}

/** Never @mobile: the member joins the seed's full class's line for good. */
test('a full course offers the waiting list and the member joins it', async ({ page, member, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs(member);
  await openStudio(page, BERLIN);
  await openStudioSection(page, 'Courses');
  // The seed's first Indoor Cycling and HIIT 45 ahead are full with an open waiting list.
  await (await firstScheduleButton(page, /^Join waiting list /)).click();
  await toSummary(page);
  await expect(page.getByText('This class is fully booked: you will join its waiting list.')).toBeVisible();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible();
  await expect(page.getByText(/Waiting list, position \d+/)).toBeVisible();
  await checkScreen(page);
});

test.describe('a member blocked after missed classes', () => {
  // The refused booking answers 403, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 403 \(Forbidden\) \(.*\/calendar\/bookcourse\)$/ });

  test('is refused with a clear message', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, 'jordan.lee@lonestar.example');
    await openStudio(page, 'Lone Star Athletic South Congress', 'locale=en-US');
    await openTomorrowsClasses(page);
    await chooseClass(page, FREE_CLASS);
    await toSummary(page);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(
      page.getByText(/Online booking is blocked for you for a while after missed appointments/),
    ).toBeVisible();
    await checkScreen(page);
  });
});

/** Fills the guest's customer data with whatever the trial's lead configuration asks for. */
async function fillContact(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(form).toBeVisible();
  await checkScreen(page);
  await form.getByLabel(/^First name/).fill('Greta');
  await form.getByLabel(/^Last name/).fill('Gast');
  await form.getByLabel(/^E-mail address/).fill(email);
  const fill = async (label: RegExp, value: string) => {
    const field = form.getByLabel(label);
    if ((await field.count()) > 0) await field.fill(value);
  };
  await fill(/^Phone number/, '+49 30 1234567');
  await fill(/^Date of birth/, '12.04.1990');
  await fill(/^Street/, 'Torstraße');
  await fill(/^House number/, '12');
  await fill(/^Postcode/, '10119');
  await fill(/^City/, 'Berlin');
  const gender = form.getByLabel(/^Gender/);
  if ((await gender.count()) > 0) await gender.selectOption('FEMALE');
}

/** The guest's success page; anything else fails with what the page says instead (a refusal, a field error). */
async function expectGuestSuccess(page: Page, text: string): Promise<void> {
  const success = page.getByText(text, { exact: false }).first();
  const shown = await success.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  expect(shown, `the page says instead: ${await page.locator('main').textContent()}`).toBe(true);
}

test('a guest books a trial session and confirms it from the mailed link', async ({ page, request, lane }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('greta', lane.index);
  await openStudio(page, BERLIN);
  await page.getByRole('link', { name: 'Book Trial session' }).click();
  // From tomorrow on: booking a trial closes an hour before it starts, so today's next one may be too close.
  const nextDay = page.getByRole('button', { name: 'Next day' });
  await nextDay.click();
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  for (let day = 0; day < 7; day += 1) {
    await expect(choose.or(page.getByText('There are no trial sessions on this day.'))).toBeVisible();
    if (await choose.isVisible()) break;
    await nextDay.click();
  }
  await choose.click();
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to book?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to book with your membership' })).toBeVisible();
  await checkScreen(page);
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click();
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Book trial' }).click();
  await expectGuestSuccess(page, `We sent a link to ${email}.`);
  await checkScreen(page);

  let link = '';
  await expect
    .poll(async () => {
      link = (await mailTo(request, email, 'trial-confirm-requested'))?.variables.link ?? '';
      return link;
    })
    .toContain('/confirm/');
  // The mailed link itself is under test here.
  const target = new URL(link);
  await page.goto(`${target.pathname}?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeVisible();
  await checkScreen(page);
});

test('a guest tries a course once through the flow', async ({ page, lane }) => {
  test.setTimeout(90_000);
  await openStudio(page, BERLIN);
  await openTomorrowsClasses(page);
  // Guests may try Vinyasa Flow and, in the Kraftwerk studios, Indoor Cycling once (README).
  await chooseClass(page, /^Book (Vinyasa Flow|Indoor Cycling)/);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to book?' })).toBeVisible();
  await checkScreen(page);
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click();
  await fillContact(page, uniqueEmail('tom', lane.index));
  await page.getByRole('button', { name: 'Book trial' }).click();
  await expectGuestSuccess(page, 'Almost done: please confirm');
});
