import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screen.ts';

/** README "Demo data": Anna's open payment request and her payment-method link (seed/payment-links.ts). */
const PAYMENT_REQUEST_ID = '7a3e9c10-5d2b-4f8a-9c61-2b4d6e8f0a01';
const PAYMENT_METHOD_TOKEN = 'kw-anna-payment-method-2f8c41d7e9';
const SUCCESS_CARD = '4242 4242 4242 4242';

/** The payment links are mailed to the member: their addresses are where these journeys start. */
test('Anna pays her payment request by card on the external payment page and sees it paid', async ({ page }) => {
  test.setTimeout(90_000);
  const requestPage = `/payment?paymentRequestId=${PAYMENT_REQUEST_ID}&locale=en-GB`;
  await page.goto(requestPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const positions = page.getByRole('region', { name: 'Open positions' });
  await expect(positions.getByText('Personal training package (5 sessions)')).toBeVisible();
  await expect(positions.getByText(/^Due on /).first()).toBeVisible();
  await expect(positions.getByText('€305.00')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await checkScreen(page);

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/psp\/pay\//);
  await page.getByLabel('Card number').fill(SUCCESS_CARD);
  await page.getByLabel('Expiry date (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Anna Berger');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment\?.*checkout=.*result=success/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('We have received €305.00.')).toBeVisible();
  await checkScreen(page);

  await page.goto(requestPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('Anna sets up PayPal through the payment-method link of her studio', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/payment-method-configuration?token=${PAYMENT_METHOD_TOKEN}&locale=en-GB`);
  await expect(page.getByText('Hello Anna,')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current payment method' })).toContainText(
    'No payment method has been set up yet.',
  );
  await checkScreen(page);

  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Continue to secure entry' }).click();
  await expect(page).toHaveURL(/\/psp\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/payment-method-configuration\?.*result=success/);
  await expect(page.getByRole('region', { name: 'Current payment method' })).toContainText('PayPal', {
    timeout: 15_000,
  });
  await expect(page.getByText(/will use .*PayPal.* from now on/)).toBeVisible();
  await checkScreen(page);
});
