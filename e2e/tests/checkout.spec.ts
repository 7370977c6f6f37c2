import { encodeStudioUuid } from '@motus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/session.ts';

const TENANT = 'kraftwerk';
const STUDIO_ID = 1210001001;
const BERLIN = `/studio/${encodeStudioUuid({ tenant: TENANT, organizationUnitId: STUDIO_ID })}`;
/** A class starting sooner could begin, or close for booking, while a journey runs. */
const LEAD_TIME_MS = 3 * 60 * 60_000;

const CARDS = {
  success: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
};

interface ScheduledClass {
  id: number;
  name: string;
  startDateTime: string;
  bookedParticipants: number;
  maxParticipants: number;
  alreadyBooked: boolean;
  earliestBookingDateTime: string;
  latestBookingDateTime: string;
  benefitBookingOptionType: string;
}

/**
 * The paid drop-in class of the demo (seed/paid-classes.ts, sold online every day): the dates open for booking now,
 * far enough ahead, with a free place; the member's schedule when the request is logged in.
 */
async function paidClasses(request: APIRequestContext, member = false): Promise<ScheduledClass[]> {
  const path = `/nox/${member ? '' : 'public/'}v1/bookableitems/course?studioId=${STUDIO_ID}`;
  const answer = await request.get(path, { headers: { 'x-tenant': TENANT } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const now = Date.now();
  return ((await answer.json()) as ScheduledClass[]).filter(
    (item) =>
      item.benefitBookingOptionType === 'ONLINE_PAYMENT' &&
      Date.parse(item.earliestBookingDateTime) <= now &&
      Date.parse(item.latestBookingDateTime) > now &&
      Date.parse(item.startDateTime) > now + LEAD_TIME_MS &&
      item.bookedParticipants < item.maxParticipants &&
      !item.alreadyBooked,
  );
}

async function firstPaidClass(request: APIRequestContext, member = false): Promise<ScheduledClass> {
  const [found] = await paidClasses(request, member);
  expect(found, 'the demo sells a drop-in class online with a free place').toBeDefined();
  return found as ScheduledClass;
}

async function bookedPlaces(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.get(`/nox/public/v1/bookableitems/course/${id}`, { headers: { 'x-tenant': TENANT } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as ScheduledClass).bookedParticipants;
}

/** From the flow's start to the payment step: the offer, then a guest's details (a member goes straight on). */
async function toPayment(page: Page, paidClass: ScheduledClass, guest: boolean): Promise<void> {
  await page.goto(`${BERLIN}/booking/course/${paidClass.id}?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to book?' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Choose / })
    .filter({ hasText: paidClass.name })
    .last()
    .click();
  if (guest) {
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^First name/).fill('Greta');
    await form.getByLabel(/^Last name/).fill('Gast');
    await form.getByLabel(/^E-mail address/).fill(`greta.gast+${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Pay online' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
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
  await expectNoSeriousA11yViolations(page);
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
  await page.getByRole('button', { name: CARD_FORM.pay }).click();
}

async function expectPaidPlace(page: Page, paidClass: ScheduledClass): Promise<void> {
  await expect(page).toHaveURL(/\/success\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your order is complete' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: paidClass.name })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a guest buys a paid class place by card and lands on the success page @mobile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const paidClass = await firstPaidClass(request);
  const before = await bookedPlaces(request, paidClass.id);
  await toPayment(page, paidClass, true);
  await toProviderPage(page);
  await payByCard(page, CARDS.success);
  await expectPaidPlace(page, paidClass);
  expect(await bookedPlaces(request, paidClass.id)).toBe(before + 1);
});

test('a guest pays with the 3-D Secure card and approves the check', async ({ page, request }) => {
  test.setTimeout(90_000);
  const paidClass = await firstPaidClass(request);
  await toPayment(page, paidClass, true);
  await toProviderPage(page);
  await payByCard(page, CARDS.challenge);
  await expect(page).toHaveURL(/\/challenge/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectPaidPlace(page, paidClass);
});

test('a declined card lands on the failure page and books nothing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const paidClass = await firstPaidClass(request);
  const before = await bookedPlaces(request, paidClass.id);
  await toPayment(page, paidClass, true);
  await toProviderPage(page);
  await payByCard(page, CARDS.declined);

  await expect(page).toHaveURL(/\/failure\//);
  await expect(page.getByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText('Your card was declined. Nothing was charged.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => bookedPlaces(request, paidClass.id)).toBe(before);

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay online' })).toBeVisible();
});

test('a member who closes the tab after approving still gets the place, through the provider’s notification', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const paidClass = await firstPaidClass(page.request, true);
  await toPayment(page, paidClass, false);
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
  await fresh.goto('/me/bookings?locale=en-GB');
  const card = fresh.getByRole('listitem').filter({ has: fresh.getByRole('heading', { name: paidClass.name }) });
  await expect(card.first().getByText('Booked', { exact: true })).toBeVisible();
});
