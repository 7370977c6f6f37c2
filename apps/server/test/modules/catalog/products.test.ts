import type { Product, PurchasedVoucher } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../../src/modules/booking/schema.ts';
import { dayTickets } from '../../../src/modules/catalog/schema.ts';
import { DEMO_VOUCHER_CODE } from '../../../src/seed/products.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { createVariant } from '../../helpers/catalog-factory.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const ZURICH = 1320002001;
const DAY = 24 * 60 * 60_000;

async function list(url: string): Promise<Product[]> {
  const response = await t.request(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * DAY),
  );
}

describe('virtual products', () => {
  it('lists the offers a studio sells in its currency, the tenant-wide ones included', async () => {
    const offers = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}`);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers.every((product) => product.kind === 'OFFER')).toBe(true);
    const card = offers.find((product) => product.variants.some((variant) => variant.visits === 10));
    expect(card?.variants.find((variant) => variant.visits === 10)?.price).toEqual({ amount: 120, currency: 'EUR' });
    const swiss = await list(`/nox/public/v1/virtualproducts?studioId=${ZURICH}`);
    expect(swiss.flatMap((product) => product.variants).every((variant) => variant.price.currency === 'CHF')).toBe(
      true,
    );
  });

  it('lists day tickets with the kind filter and keeps another studio’s own products out', async () => {
    const berlinOnly = await createVariant(t.db, 'DAY_TICKET', { name: 'Berlin only' });
    const berlinTickets = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}&kind=DAY_TICKET`);
    expect(berlinTickets.every((product) => product.kind === 'DAY_TICKET')).toBe(true);
    expect(berlinTickets.flatMap((product) => product.variants.map((variant) => variant.id))).toContain(berlinOnly.id);
    const munichTickets = await list('/nox/public/v1/virtualproducts?studioId=1210001002&kind=DAY_TICKET');
    expect(munichTickets.flatMap((product) => product.variants.map((variant) => variant.id))).not.toContain(
      berlinOnly.id,
    );
  });

  it('answers one product by its variant, and 404 for an unknown one', async () => {
    const [offer] = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}`);
    const variant = offer?.variants[0];
    const response = await t.request(`/nox/public/v1/virtualproducts/byvariant?variantId=${variant?.id}`);
    expect(response.json()).toMatchObject({ id: offer?.id, kind: 'OFFER' });
    const missing = await t.request('/nox/public/v1/virtualproducts/byvariant?variantId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses a bad query with a 400', async () => {
    const response = await t.request('/nox/public/v1/virtualproducts?studioId=abc');
    expect(response.statusCode).toBe(400);
  });
});

describe('vouchers', () => {
  it('lists the voucher products for sale, each with its value', async () => {
    const [voucher] = await list(`/nox/public/v1/voucher?studioId=${BERLIN.studioId}`);
    expect(voucher?.kind).toBe('VOUCHER');
    expect(voucher?.variants.map((variant) => variant.voucherValue?.amount)).toEqual([25, 50, 100]);
    const one = await t.request(`/nox/public/v1/voucher/${voucher?.id}`);
    expect(one.json()).toMatchObject({ id: voucher?.id });
  });

  it('answers 404 for a product that is no voucher', async () => {
    const [offer] = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}`);
    const response = await t.request(`/nox/public/v1/voucher/${offer?.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('lists the vouchers a member bought, with code and what is left', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: '/nox/v1/voucher/purchased' });
    const vouchers: PurchasedVoucher[] = response.json();
    expect(vouchers.find((voucher) => voucher.code === DEMO_VOUCHER_CODE)).toMatchObject({
      value: { amount: 50, currency: 'EUR' },
      remaining: { amount: 50, currency: 'EUR' },
    });
    const other = await logIn(t, DEMO_USERS.lonestar);
    const theirs: PurchasedVoucher[] = (await asMember(t, other, { url: '/nox/v1/voucher/purchased' })).json();
    expect(theirs.map((voucher) => voucher.code)).not.toContain(DEMO_VOUCHER_CODE);
  });

  it('needs a login for the member list, and a token for a guest’s', async () => {
    expect((await t.request('/nox/v1/voucher/purchased')).statusCode).toBe(403);
    const unknown = await t.request(`/nox/public/v1/voucher/purchased?checkoutToken=${'x'.repeat(43)}`);
    expect(unknown.json()).toEqual([]);
  });
});

describe('day tickets paid at the studio', () => {
  async function ticketVariant(): Promise<number> {
    const tickets = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}&kind=DAY_TICKET`);
    const id = tickets.find((product) => product.name === 'Tageskarte')?.variants[0]?.id;
    if (id === undefined) throw new Error('no demo day ticket');
    return id;
  }

  const guest = { firstName: 'Greta', lastName: 'Gast', email: 'greta.gast@example.com', locale: 'de-DE' };

  /** Books the demo day ticket for tomorrow as the guest, with what the test changes. */
  async function bookDayTicket(changes: Record<string, unknown> = {}) {
    const payload = {
      studioId: BERLIN.studioId,
      variantId: await ticketVariant(),
      validOn: berlinDay(1),
      customerData: guest,
      ...changes,
    };
    return t.request({ method: 'POST', url: '/v1/public/daytickets/book', payload });
  }

  it('creates a lead and a PAY_LATER ticket and mails the guest', async () => {
    const variantId = await ticketVariant();
    const validOn = berlinDay(3);
    const response = await bookDayTicket({ variantId, validOn });
    expect(response.statusCode, response.body).toBe(200);
    const { leadId } = response.json();
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ email: guest.email, studioId: BERLIN.studioId });
    const [ticket] = await t.db.select().from(dayTickets).where(eq(dayTickets.leadId, leadId));
    expect(ticket).toMatchObject({ status: 'PAY_LATER', validOn, variantId, checkoutId: null });
    const mail = await latestMail(t, guest.email, 'day-ticket-reserved');
    expect(mail?.variables.price).toContain('15');
  });

  it.each([
    ['yesterday', -1],
    ['beyond 30 days', 31],
  ])('refuses a day %s with 400 DAY_TICKET_DATE', async (_, offset) => {
    const response = await bookDayTicket({ validOn: berlinDay(offset) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('DAY_TICKET_DATE');
  });

  it('refuses a variant that is not a day ticket, or not sold in the studio', async () => {
    const [offer] = await list(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}`);
    for (const [studioId, variantId] of [
      [BERLIN.studioId, offer?.variants[0]?.id],
      [ZURICH, await ticketVariant()],
    ]) {
      const response = await bookDayTicket({ studioId, variantId });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses incomplete contact data with 400', async () => {
    const response = await bookDayTicket({ customerData: { firstName: 'Greta' } });
    expect(response.statusCode).toBe(400);
  });

  it('answers the reservation its success page names, in the page’s language, signed by the brand in the mail', async () => {
    const validOn = berlinDay(2);
    const { leadId } = (await bookDayTicket({ validOn })).json<{ leadId: string }>();
    const response = await t.request({
      url: `/v1/public/daytickets/reservations/${leadId}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      leadId,
      studioId: BERLIN.studioId,
      name: 'Day ticket',
      validOn,
      price: { amount: 15, currency: 'EUR' },
    });
    const mail = await latestMail(t, guest.email, 'day-ticket-reserved');
    expect(mail?.textBody).toContain('Ihr Team von Kraftwerk Fitness');
  });

  it('answers 404 DAY_TICKET_NOT_FOUND for a made-up reservation, 400 for no uuid at all', async () => {
    const madeUp = await t.request('/v1/public/daytickets/reservations/0b7f5e2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b');
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().errorCode).toBe('DAY_TICKET_NOT_FOUND');
    expect((await t.request('/v1/public/daytickets/reservations/not-a-lead')).statusCode).toBe(400);
  });
});
