import {
  authenticateCheckout,
  createCheckoutCalls,
  encodeStudioUuid,
  finalizeCheckout,
  listVirtualProducts,
} from '@motus/contract';
import type { ApiClient } from '@motus/contract/client';
import { type APIRequestContext, expect } from '@playwright/test';
import type { SeededStudio } from './members.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const STUDIO_ZONE = 'Europe/Berlin';
/** The provider's published success card (docs/payments.md). */
const SUCCESS_CARD = { number: '4242 4242 4242 4242', cvc: '123', holder: 'Robin Parallel' };

const createMemberCheckout = createCheckoutCalls.find(
  (entry) => entry.prefix === 'v3' && entry.segment === 'product-variant',
)?.call;

/** The studio-local day some days ahead (yyyy-mm-dd), the same day whatever the time of day. */
function studioDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_ZONE }).format(Date.now() + days * DAY_MS);
}

async function dayTicketVariant(api: ApiClient, studio: SeededStudio): Promise<number> {
  const [dayTicket] = await api(listVirtualProducts, { query: { studioId: studio.id, kind: 'DAY_TICKET' } });
  const variant = dayTicket?.variants[0];
  if (!variant) throw new Error(`studio ${studio.id} sells no day ticket`);
  return variant.id;
}

/** Pays on the test provider's hosted card page, as its form posts it. */
async function payOnProviderPage(request: APIRequestContext, pageUrl: string): Promise<void> {
  const page = await request.get(pageUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+\/card)"/.exec(html)?.[1];
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !formToken) throw new Error(`no card form on the provider's page ${pageUrl}`);
  const expiry = `12/${String(new Date().getFullYear() + 2).slice(2)}`;
  const paid = await request.post(action, { form: { ...SUCCESS_CARD, expiry, formToken }, maxRedirects: 0 });
  expect(paid.status(), `the provider takes the card: ${await paid.text()}`).toBe(303);
}

/**
 * The logged-in member buys a day ticket for the day after tomorrow by card, through the calls and the provider's page
 * the portal's day-ticket flow uses; answers the payment's id. A ticket for a day still ahead can be refunded online.
 */
export async function buyDayTicket(api: ApiClient, request: APIRequestContext, studio: SeededStudio): Promise<string> {
  if (!createMemberCheckout) throw new Error('the contract has no member product-variant checkout');
  const variantId = await dayTicketVariant(api, studio);
  const flow = `/studio/${encodeStudioUuid({ tenant: studio.tenant, organizationUnitId: studio.id })}/booking/day-ticket/${variantId}`;
  const checkout = await api(createMemberCheckout, {
    body: {
      variantId,
      studioId: studio.id,
      quantity: 1,
      validOn: studioDayAhead(2),
      paymentMethod: 'CREDIT_CARD',
      locale: 'en-GB',
      returnTo: {
        success: `${flow}/success/{checkoutId}`,
        cancel: `${flow}/cancel/{checkoutId}`,
        failure: `${flow}/failure/{checkoutId}`,
      },
    },
  });
  const { redirectUrl } = await api(authenticateCheckout, { params: { id: checkout.id }, body: {} });
  if (!redirectUrl) throw new Error('the card checkout names no provider page');
  await payOnProviderPage(request, redirectUrl);
  const finalized = await api(finalizeCheckout, { params: { id: checkout.id } });
  const paymentId = finalized.order?.paymentId;
  if (!paymentId) throw new Error(`the day ticket's checkout ended ${finalized.status} without a payment`);
  return paymentId;
}
