import type { APIRequestContext, Page } from '@playwright/test';
import { bookOnSummary, cancelBookedPlace, toSummary } from '../support/booking-flow.ts';
import { expect, test } from '../support/fixtures.ts';
import { openStudio, openStudioOffer } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { logIn } from '../support/session.ts';

const BERLIN_ID = 1210001001;

interface SeededEvent {
  id: number;
  name: string;
  appointments: { id: number }[];
}

/** The first date of a seeded Berlin event, as the public call answers it (named in English). */
async function firstDateOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/nox/public/v2/bookableitems/benefit/studio-events?studioId=${BERLIN_ID}`, {
    headers: { 'accept-language': 'en-GB' },
  });
  const events = (await response.json()) as SeededEvent[];
  const id = events.find((event) => event.name === name)?.appointments[0]?.id;
  if (id === undefined) throw new Error(`no seeded event ${name}`);
  return id;
}

/** The events of a studio, from its page's offers at a glance. */
async function openEvents(page: Page, studio = 'Kraftwerk Berlin Mitte', query?: string): Promise<void> {
  await openStudio(page, studio, query);
  await openStudioOffer(page, 'Events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
}

async function openEvent(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function chooseFirstDate(page: Page): Promise<void> {
  const dates = page.getByRole('region', { name: 'Dates' });
  await dates
    .getByRole('button', { name: /^(Book|Join waiting list) / })
    .first()
    .click();
}

test('a guest browses the events, sees price and places, and chooses a date of a paid workshop', async ({
  page,
  request,
}) => {
  const appointmentId = await firstDateOf(request, 'Mobility Workshop');
  await openEvents(page);
  const workshop = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Mobility Workshop' }) });
  await expect(workshop.getByText('€29.00')).toBeVisible();
  await expect(workshop.getByText(/^Places left: \d+$/)).toBeVisible();
  const openDay = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Open House Day' }) });
  await expect(openDay.getByText('Free', { exact: true })).toBeVisible();
  await checkScreen(page);

  await openEvent(page, 'Mobility Workshop');
  await expect(page).toHaveTitle(/Mobility Workshop$/);
  await expect(page.getByText('€29.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dates' }).getByRole('listitem')).toHaveCount(2);
  await checkScreen(page);

  await chooseFirstDate(page);
  await expect(page).toHaveURL(new RegExp(`/booking/event/${appointmentId}(/|\\?|$)`));
  // A guest is offered the paid place beside the login.
  await expect(page.getByRole('link', { name: 'Choose Mobility Workshop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to book with your membership' })).toBeVisible();
  await checkScreen(page);
});

test('a member books an event included in her membership through the flow', async ({
  page,
  request,
  member,
  loginAs,
}) => {
  const appointmentId = await firstDateOf(request, 'After-Work Run Club');
  await loginAs(member);
  await openEvents(page);
  await openEvent(page, 'After-Work Run Club');
  await expect(page.getByText('Covered by your plan')).toBeVisible();
  await checkScreen(page);
  await chooseFirstDate(page);
  await expect(page).toHaveURL(new RegExp(`/booking/event/${appointmentId}(/|\\?|$)`));
  await toSummary(page);
  await cancelBookedPlace(page, await bookOnSummary(page));
});

test('a member blocked after missed classes is told so before trying to book an event', async ({ page }) => {
  await logIn(page, 'jordan.lee@lonestar.example');
  await openEvents(page, 'Lone Star Athletic South Congress', 'locale=en-US');
  await expect(page.getByText('Online booking is blocked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Online booking is blocked until .+ after missed appointments/)).toBeVisible();
  await checkScreen(page);

  await page.getByRole('link', { name: 'Mobility Workshop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobility Workshop' })).toBeVisible();
  // Jordan's flat rate covers events: the paid workshop costs him a visit, not its price.
  await expect(page.getByText('Covered by your plan')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Dates' })
      .getByRole('button', { name: /^Book / })
      .first(),
  ).toBeDisabled();
});
