import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from '../support/factories/members.ts';
import { expect, type Lane, test } from '../support/fixtures.ts';
import { openAccountPage, openHome, openStudio } from '../support/navigation.ts';
import { chooseClass, openClassesDaysAhead } from '../support/schedule.ts';
import { checkScreen } from '../support/screen.ts';

const TENANT = 'kraftwerk';
const STUDIO_NAME = 'Kraftwerk Berlin Mitte';

const CARDS = {
  success: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
};

/** A booked class as the public call answers it. */
interface ScheduledClass {
  name: string;
  bookedParticipants: number;
}

const DROP_IN = 'Drop-in Bootcamp';

async function bookedPlaces(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.get(`/nox/public/v1/bookableitems/course/${id}`, { headers: { 'x-tenant': TENANT } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as ScheduledClass).bookedParticipants;
}

/**
 * From the start page to the payment step, as a visitor goes: the studio, its schedule, the last drop-in class of the
 * lane's day (tomorrow, or a day later in the second worker: the demo sells it online every day, seed/paid-classes.ts),
 * its offer, then a guest's details (a member goes straight on). Answers the class's appointment id.
 */
async function toPayment(page: Page, lane: Lane, guest: boolean): Promise<number> {
  await openStudio(page, STUDIO_NAME);
  await openClassesDaysAhead(page, 1 + lane.index);
  const id = await chooseClass(page, new RegExp(`^Book ${DROP_IN}`));
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to book?' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('link', { name: `Choose ${DROP_IN}` }).click();
  if (guest) {
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^First name/).fill('Greta');
    await form.getByLabel(/^Last name/).fill('Gast');
    await form.getByLabel(/^E-mail address/).fill(uniqueEmail('greta-gast', lane.index));
    await checkScreen(page);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Pay online' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await checkScreen(page);
  return id;
}

/**
 * Continue on the payment step, then Pay now on the summary: the provider's card page opens. Answers the summary's
 * `:checkoutId` (a member's checkout id, a guest's public token).
 */
async function toProviderPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check and pay' })).toBeVisible();
  const checkoutId = /\/summary\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(/We hold your place for 15 minutes/)).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/psp\/pay\//);
  return checkoutId;
}

/** The provider's card form, in the language the buyer sees the portal in. */
const CARD_FORM = {
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  holder: 'Name on card',
  pay: /^Pay /,
};

async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByLabel(CARD_FORM.number).fill(number);
  await page.getByLabel(CARD_FORM.expiry).fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel(CARD_FORM.cvc).fill('123');
  await page.getByLabel(CARD_FORM.holder).fill('Kim Tester');
  await checkScreen(page);
  await page.getByRole('button', { name: CARD_FORM.pay }).click();
}

async function expectPaidPlace(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/success\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your order is complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: DROP_IN })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await checkScreen(page);
}

test('a guest buys the drop-in class from the schedule by card and lands on the success page', {
  tag: '@mobile',
}, async ({ page, request, lane }) => {
  test.setTimeout(120_000);
  const id = await toPayment(page, lane, true);
  const before = await bookedPlaces(request, id);
  await toProviderPage(page);
  await payByCard(page, CARDS.success);
  await expectPaidPlace(page);
  expect(await bookedPlaces(request, id)).toBe(before + 1);
});

test('a guest pays with the 3-D Secure card and approves the check', async ({ page, lane }) => {
  test.setTimeout(120_000);
  await toPayment(page, lane, true);
  await toProviderPage(page);
  await payByCard(page, CARDS.challenge);
  await expect(page).toHaveURL(/\/challenge/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectPaidPlace(page);
});

test('a declined card lands on the failure page and books nothing', async ({ page, request, lane }) => {
  test.setTimeout(120_000);
  const id = await toPayment(page, lane, true);
  const before = await bookedPlaces(request, id);
  await toProviderPage(page);
  await payByCard(page, CARDS.declined);

  await expect(page).toHaveURL(/\/failure\//);
  await expect(page.getByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText('Your card was declined. Nothing was charged.')).toBeVisible();
  await checkScreen(page);
  await expect.poll(() => bookedPlaces(request, id)).toBe(before);

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay online' })).toBeVisible();
});

test('a member who closes the tab after approving still gets the place, through the provider’s notification', async ({
  page,
  context,
  lane,
  member,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs(member);
  await toPayment(page, lane, false);
  const checkoutId = await toProviderPage(page);
  // The provider takes the card, but its redirect back never reaches the portal (the tab is gone): only the
  // provider's notification is left to complete the order.
  await page.route('**/psp/pay/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    expect(response.headers().location, 'the provider sends the buyer back to the success page').toContain('/success/');
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>closed</title>' });
  });
  await payByCard(page, CARDS.success);
  await expect(page).toHaveTitle('closed');
  await page.close();

  const fresh = await context.newPage();
  await expect
    .poll(
      async () => {
        const answer = await fresh.request.get(`/v3/checkouts/${checkoutId}`, { headers: { 'x-client-type': 'WEB' } });
        return ((await answer.json()) as { status: string }).status;
      },
      { timeout: 20_000 },
    )
    .toBe('FINALIZED');
  await openHome(fresh);
  await openAccountPage(fresh, 'My bookings');
  const card = fresh.getByRole('listitem').filter({ has: fresh.getByRole('heading', { name: DROP_IN }) });
  await expect(card.first().getByText('Booked', { exact: true })).toBeVisible();
});
