import type { Checkout, Product } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contingents } from '../../../src/modules/booking/schema.ts';
import { productVariantItem } from '../../../src/modules/catalog/checkout-item.ts';
import { dayTickets, vouchers } from '../../../src/modules/catalog/schema.ts';
import { checkouts } from '../../../src/modules/commerce/checkouts/schema.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { submitCard } from '../../../src/modules/psp/hosted-payment.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60_000;
const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Anna Berger' };
const RETURN_TO = {
  success: '/studio/x/booking/voucher/1/success/{checkoutId}',
  cancel: '/studio/x/booking/voucher/1/cancel/{checkoutId}',
  failure: '/studio/x/booking/voucher/1/failure/{checkoutId}',
};
const GUEST = { firstName: 'Greta', lastName: 'Gast', email: 'greta.voucher@example.com', locale: 'en-GB' };

async function variantOf(kind: 'OFFER' | 'DAY_TICKET' | 'VOUCHER', index = 0): Promise<number> {
  const response = await t.request(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}&kind=${kind}`);
  const products: Product[] = response.json();
  const id = products[0]?.variants[index]?.id;
  if (id === undefined) throw new Error(`no demo ${kind}`);
  return id;
}

function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * DAY),
  );
}

interface Purchase {
  cookie?: string;
  payload: Record<string, unknown>;
}

function create({ cookie, payload }: Purchase) {
  const body = { studioId: BERLIN.studioId, returnTo: RETURN_TO, paymentMethod: 'CREDIT_CARD', ...payload };
  if (cookie) return asMember(t, cookie, { method: 'POST', url: '/v3/checkouts/product-variant', payload: body });
  return t.request({
    method: 'POST',
    url: '/v3/public/checkouts/product-variant',
    payload: { contact: GUEST, ...body },
    headers: { 'x-tenant': BERLIN.tenant },
  });
}

/** Creates, pays with the success card and finalizes a checkout; answers the finalized checkout. */
async function buy(purchase: Purchase): Promise<Checkout> {
  const created = await create(purchase);
  expect(created.statusCode, created.body).toBe(200);
  const checkout: Checkout = created.json();
  const base = purchase.cookie ? `/v3/checkouts/${checkout.id}` : `/v3/public/checkouts/${checkout.publicToken}`;
  const call = (url: string, payload?: object) =>
    purchase.cookie
      ? asMember(t, purchase.cookie, { method: 'POST', url, payload })
      : t.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  const authenticated = await call(`${base}/authenticate`, {});
  expect(authenticated.statusCode, authenticated.body).toBe(200);
  const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
  if (row?.providerSessionId) await submitCard(t.db, row.providerSessionId, SUCCESS_CARD);
  const finalized = await call(`${base}/finalize`);
  expect(finalized.statusCode, finalized.body).toBe(200);
  return finalized.json();
}

describe('PRODUCT_VARIANT checkouts', () => {
  it('prices a voucher variant times the quantity from the server’s catalogue', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await create({ cookie, payload: { variantId: await variantOf('VOUCHER', 1), quantity: 3 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: { amount: 150, currency: 'EUR' }, status: 'CREATED' });
  });

  it('sends a guest who buys an offer to the login (403 LOGIN_REQUIRED)', async () => {
    const response = await create({ payload: { variantId: await variantOf('OFFER') } });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('LOGIN_REQUIRED');
  });

  it('refuses a day ticket without a day, or for a day out of the window', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const variantId = await variantOf('DAY_TICKET');
    expect((await create({ cookie, payload: { variantId } })).statusCode).toBe(400);
    const late = await create({ cookie, payload: { variantId, validOn: berlinDay(40) } });
    expect(late.json().errorCode).toBe('DAY_TICKET_DATE');
  });

  it('refuses a variant of another tenant', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const zurich = await t.request('/nox/public/v1/virtualproducts?studioId=1320002001&kind=VOUCHER');
    const variantId = (zurich.json() as Product[])[0]?.variants[0]?.id;
    const response = await create({ cookie, payload: { variantId } });
    expect(response.statusCode).toBe(404);
  });

  it('grants a bought offer as a PURCHASED_CONTINGENT, taken back by a refund while unused', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const checkout = await buy({ cookie, payload: { variantId: await variantOf('OFFER', 1) } });
    const contingentId = checkout.order?.contingentId;
    expect(contingentId).toEqual(expect.any(Number));
    const [contingent] = await t.db
      .select()
      .from(contingents)
      .where(eq(contingents.id, contingentId ?? 0));
    expect(contingent).toMatchObject({ benefitType: 'PURCHASED_CONTINGENT', total: 10, used: 0 });
  });

  it('books a paid day ticket for the chosen day', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const validOn = berlinDay(2);
    const checkout = await buy({ cookie, payload: { variantId: await variantOf('DAY_TICKET'), validOn } });
    const [ticket] = await t.db
      .select()
      .from(dayTickets)
      .where(eq(dayTickets.id, checkout.order?.dayTicketId ?? ''));
    expect(ticket).toMatchObject({ status: 'PAID', validOn, checkoutId: checkout.id });
  });

  it('issues a guest’s vouchers with readable codes and mails each as a PDF', async () => {
    const checkout = await buy({
      payload: { variantId: await variantOf('VOUCHER'), quantity: 2, recipientName: 'Paul' },
    });
    const codes = checkout.order?.voucherCodes ?? [];
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^MOTUS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, GUEST.email));
    expect(mail?.template).toBe('vouchers-purchased');
    expect(mail?.attachments.map((attachment) => attachment.contentType)).toEqual([
      'application/pdf',
      'application/pdf',
    ]);
    const pdf = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const bought = await t.request(`/nox/public/v1/voucher/purchased?checkoutToken=${checkout.publicToken}`);
    expect(
      bought
        .json()
        .map((voucher: { code: string }) => voucher.code)
        .sort(),
    ).toEqual([...codes].sort());
  });

  it('takes a bought voucher off a later checkout and redeems it once finalized', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const first = await buy({ cookie, payload: { variantId: await variantOf('VOUCHER') } });
    const [code] = first.order?.voucherCodes ?? [];
    const second = await buy({
      cookie,
      payload: { variantId: await variantOf('VOUCHER', 1), voucherCode: code?.toLowerCase() },
    });
    expect(second).toMatchObject({ discount: { amount: 25 }, total: { amount: 25 } });
    const [voucher] = await t.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, code ?? ''));
    expect(voucher?.remainingMinor).toBe(0);
  });
});

describe('revoking a refunded product', () => {
  const handler = productVariantItem({ origin: 'http://localhost' });

  async function revoke(checkoutId: string, now = new Date()) {
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!row) throw new Error('checkout not found');
    return t.db.transaction((tx) => handler.revoke(tx, row, now));
  }

  it('removes an unused contingent, and refuses once a visit was used', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const unused = await buy({ cookie, payload: { variantId: await variantOf('OFFER') } });
    await revoke(unused.id);
    const left = await t.db
      .select()
      .from(contingents)
      .where(eq(contingents.id, unused.order?.contingentId ?? 0));
    expect(left).toEqual([]);
    const used = await buy({ cookie, payload: { variantId: await variantOf('OFFER') } });
    await t.db
      .update(contingents)
      .set({ used: 1 })
      .where(eq(contingents.id, used.order?.contingentId ?? 0));
    await expect(revoke(used.id)).rejects.toMatchObject({ statusCode: 409, errorCode: 'NOT_REFUNDABLE' });
  });

  it('voids unused vouchers, and refuses once one was redeemed', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const bought = await buy({ cookie, payload: { variantId: await variantOf('VOUCHER') } });
    await revoke(bought.id);
    const [code] = bought.order?.voucherCodes ?? [];
    const reuse = await create({ cookie, payload: { variantId: await variantOf('VOUCHER'), voucherCode: code } });
    expect(reuse.statusCode).toBe(409);
    const redeemed = await buy({ cookie, payload: { variantId: await variantOf('VOUCHER', 2) } });
    const [redeemedCode] = redeemed.order?.voucherCodes ?? [];
    await buy({ cookie, payload: { variantId: await variantOf('VOUCHER'), voucherCode: redeemedCode } });
    await expect(revoke(redeemed.id)).rejects.toMatchObject({ statusCode: 409, errorCode: 'NOT_REFUNDABLE' });
  });

  it('cancels a day ticket before its day, and refuses on the day', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const variantId = await variantOf('DAY_TICKET');
    const later = await buy({ cookie, payload: { variantId, validOn: berlinDay(5) } });
    await revoke(later.id);
    const [ticket] = await t.db.select().from(dayTickets).where(eq(dayTickets.checkoutId, later.id));
    expect(ticket?.status).toBe('CANCELED');
    const today = await buy({ cookie, payload: { variantId, validOn: berlinDay(0) } });
    await expect(revoke(today.id)).rejects.toMatchObject({ statusCode: 409, errorCode: 'NOT_REFUNDABLE' });
  });
});
