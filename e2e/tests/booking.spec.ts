import { encodeStudioUuid } from '@motus/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bookOnSummary, toSummary } from '../support/booking-flow.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_MEMBER, logIn, logOut } from '../support/session.ts';

const BERLIN_STUDIO = { tenant: 'kraftwerk', studioId: 1210001001 };
const BERLIN = `/studio/${encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: BERLIN_STUDIO.studioId })}`;
const AUSTIN = `/studio/${encodeStudioUuid({ tenant: 'lonestar', organizationUnitId: 1530003001 })}`;
/** The seed's second Berlin member: first on the waiting list of a full class where Anna holds the last place. */
const MIA = { email: 'mia.schulz@kraftwerk.example', password: DEMO_MEMBER.password };

interface MailboxMessage {
  to: string;
  template: string;
  variables: Record<string, string>;
  attachments: { filename: string; contentType: string }[];
}

async function mailTo(request: APIRequestContext, to: string, template: string): Promise<MailboxMessage | undefined> {
  const messages = (await (await request.get('/dev/mailbox/messages.json')).json()) as MailboxMessage[];
  return messages.find((message) => message.to === to && message.template === template);
}

/**
 * The first schedule button with this label: late on a Sunday the current week holds only classes that have started,
 * so the schedule moves on to the next week.
 */
async function firstScheduleButton(page: Page, label: RegExp): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const button = page.getByRole('button', { name: label }).first();
  // The shown classes (named in level-3 headings) or the note that there are none: the schedule has loaded.
  const loaded = button.or(page.getByRole('heading', { level: 3 })).or(page.getByText(/^No courses are scheduled/));
  // The week view (desktop) or the day view (mobile) may hold only classes that have started or are not bookable.
  const next = page.getByRole('button', { name: /^Next (week|day)$/ });
  for (let step = 0; step < 7; step += 1) {
    await expect(loaded.first()).toBeVisible();
    if (await button.isVisible()) return button;
    await next.click();
  }
  await expect(button).toBeVisible();
  return button;
}

interface ScheduledCourse {
  id: number;
  name: string;
  bookedParticipants: number;
  maxParticipants: number;
  waitingListActive: boolean;
  waitingListParticipants: number;
  maxWaitingListParticipants: number;
  alreadyBooked: boolean;
  onWaitingList: boolean;
  earliestBookingDateTime: string;
  latestBookingDateTime: string;
}

/** The studio's course appointments open for booking now; the member variant when the request is logged in. */
async function openCourses(
  request: APIRequestContext,
  studio: { tenant: string; studioId: number },
  member = false,
): Promise<ScheduledCourse[]> {
  const path = `/nox/${member ? '' : 'public/'}v1/bookableitems/course?studioId=${studio.studioId}`;
  const answer = await request.get(path, { headers: { 'x-tenant': studio.tenant } });
  expect(answer.ok()).toBe(true);
  const now = Date.now();
  return ((await answer.json()) as ScheduledCourse[]).filter(
    (item) => Date.parse(item.earliestBookingDateTime) <= now && Date.parse(item.latestBookingDateTime) > now,
  );
}

/** Appointments with a free place, from the public schedule. */
async function bookableCourses(
  request: APIRequestContext,
  studio: { tenant: string; studioId: number },
): Promise<ScheduledCourse[]> {
  return (await openCourses(request, studio)).filter((item) => item.bookedParticipants < item.maxParticipants);
}

/** From the choose-option step (skipped with one option) to the summary, checked for accessibility on the way. */
test('a member books a course place through the flow, gets the calendar file, cancels, and the next in line moves up', {
  tag: '@mobile',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto(`${BERLIN}/course?locale=en-GB`);
  // A class far enough ahead that its place can still be cancelled online: tomorrow's on a phone (day view), the
  // week's last bookable one on a desktop (whose next week does not take bookings yet).
  await expect(page.getByRole('button', { name: /^Next (week|day)$/ })).toBeVisible();
  const nextDay = page.getByRole('button', { name: 'Next day' });
  if (await nextDay.isVisible()) {
    const day = page.getByRole('heading', { level: 2 }).first();
    const today = (await day.textContent()) ?? '';
    await nextDay.click();
    await expect(day).not.toHaveText(today);
  }
  await firstScheduleButton(page, /^Book /);
  const bookButton = page.getByRole('button', { name: /^Book / }).last();
  const course = ((await bookButton.locator('.visually-hidden').textContent()) ?? '').trim();
  await bookButton.click();
  await toSummary(page);
  await expect(page.getByText(/You can cancel free of charge until/)).toBeVisible();
  await bookOnSummary(page);

  await test.step('the confirmation mail carries the calendar entry', async () => {
    await expect
      .poll(async () => (await mailTo(request, DEMO_MEMBER.email, 'booking-confirmed'))?.attachments[0]?.filename ?? '')
      .toMatch(/\.ics$/);
  });

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course }) });
  const card = cards.first();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  await expect(card.getByText('Course', { exact: true })).toBeVisible();
  const booked = await cards.count();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(/you can cancel free of charge until/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  // The place stays among the upcoming ones until the class is over, as cancelled, with nothing left to do.
  await expect(cards).toHaveCount(booked);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  await test.step('the cancellation mail carries the calendar file that removes the entry', async () => {
    await expect
      .poll(async () => (await mailTo(request, DEMO_MEMBER.email, 'booking-cancelled'))?.attachments[0]?.contentType)
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

/** Never @mobile: the seeded full class can be freed only once per database. */
test('cancelling the last place of a full class moves the first in line up, who is mailed and finds it booked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, MIA.email, MIA.password);
  await page.goto('/me/bookings?locale=en-GB');
  const waiting = page.getByRole('listitem').filter({ hasText: 'Waiting list, position 1' }).first();
  await expect(waiting).toBeVisible();
  const course = ((await waiting.getByRole('heading').textContent()) ?? '').trim();
  const when = ((await waiting.locator('p').first().textContent()) ?? '').trim();
  await logOut(page);

  await logIn(page);
  await page.goto('/me/bookings?locale=en-GB');
  await bookingCard(page, course, when).getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect.poll(async () => Boolean(await mailTo(request, MIA.email, 'waiting-list-promoted'))).toBe(true);
  await logOut(page);

  await logIn(page, MIA.email, MIA.password);
  await page.goto('/me/bookings?locale=en-GB');
  await expect(bookingCard(page, course, when).getByText('Booked', { exact: true })).toBeVisible();
});

test('a full course offers the waiting list and the member joins it', async ({ page }) => {
  await logIn(page);
  // Entered by the class's link: the flow loads the class and finds it full.
  const full = (await openCourses(page.request, BERLIN_STUDIO, true)).find(
    (item) =>
      !item.alreadyBooked &&
      !item.onWaitingList &&
      item.bookedParticipants >= item.maxParticipants &&
      item.waitingListActive &&
      item.waitingListParticipants < item.maxWaitingListParticipants,
  );
  expect(full, 'the seed has full Berlin classes with an open waiting list').toBeDefined();
  await page.goto(`${BERLIN}/booking/course/${full?.id}?locale=en-GB`);
  await toSummary(page);
  await expect(page.getByText('This class is fully booked: you will join its waiting list.')).toBeVisible();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the waiting list' })).toBeVisible();
  await expect(page.getByText(/Waiting list, position \d+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a member blocked after missed classes is refused with a clear message', async ({ page, request }) => {
  await logIn(page, 'jordan.lee@lonestar.example');
  const [course] = await bookableCourses(request, { tenant: 'lonestar', studioId: 1530003001 });
  await page.goto(`${AUSTIN}/booking/course/${course?.id}?locale=en-US`);
  await toSummary(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(/Online booking is blocked for you for a while after missed appointments/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** Fills the guest's customer data with whatever the trial's lead configuration asks for. */
async function fillContact(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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

test('a guest books a trial session and confirms it from the mailed link', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `greta.${Date.now()}@example.com`;
  await page.goto(`${BERLIN}/trial-session?locale=en-GB`);
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
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click();
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Book trial' }).click();
  await expectGuestSuccess(page, `We sent a link to ${email}.`);
  await expectNoSeriousA11yViolations(page);

  let link = '';
  await expect
    .poll(async () => {
      link = (await mailTo(request, email, 'trial-confirm-requested'))?.variables.link ?? '';
      return link;
    })
    .toContain('/confirm/');
  const target = new URL(link);
  await page.goto(`${target.pathname}?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a guest tries a course once through the flow', async ({ page, request }) => {
  let triable: ScheduledCourse | undefined;
  for (const course of await bookableCourses(request, BERLIN_STUDIO)) {
    const options = await request.get(`/nox/public/v1/bookingoptions?kind=COURSE&itemId=${course.id}`, {
      headers: { 'x-tenant': 'kraftwerk' },
    });
    if (((await options.json()) as { type: string }[]).some((option) => option.type === 'TRIAL')) {
      triable = course;
      break;
    }
  }
  expect(triable, 'the seed lets guests try some Berlin courses').toBeDefined();
  await page.goto(`${BERLIN}/booking/course/${triable?.id}?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to book?' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Choose / })
    .first()
    .click();
  await fillContact(page, `tom.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Book trial' }).click();
  await expectGuestSuccess(page, 'Almost done: please confirm');
});
