import type { Product } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { GUEST_LIMITS } from '../../../src/lib/guest-limits.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { limitOf, setUsage } from '../../helpers/usage-factory.ts';

const t = useTestApp();

async function dayTicketVariant(): Promise<number> {
  const response = await t.request(`/nox/public/v1/virtualproducts?studioId=${BERLIN.studioId}&kind=DAY_TICKET`);
  const id = response.json<Product[]>().find((product) => product.name === 'Tageskarte')?.variants[0]?.id;
  if (id === undefined) throw new Error('no demo day ticket');
  return id;
}

function tomorrowInBerlin(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + 86_400_000));
}

/** A day ticket paid at the desk: it mails the address the guest typed. */
async function bookPayLater(email: string, source: string) {
  const payload = {
    studioId: BERLIN.studioId,
    variantId: await dayTicketVariant(),
    validOn: tomorrowInBerlin(),
    customerData: { firstName: 'Greta', lastName: 'Gast', email, locale: 'de-DE' },
  };
  return t.request({ method: 'POST', url: '/v1/public/daytickets/book', payload, remoteAddress: source });
}

describe('day tickets paid at the studio (a mail to the address the guest typed)', () => {
  it(`mail one address at most ${GUEST_LIMITS.mailsPerRecipient.limit} times a day, from any source`, async () => {
    const email = 'someone.else@example.com';
    for (let index = 0; index < GUEST_LIMITS.mailsPerRecipient.limit; index += 1) {
      const response = await bookPayLater(email, `203.0.113.${20 + index}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await bookPayLater(email.toUpperCase(), '203.0.113.40');
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_EMAIL_LIMIT' });
  });

  it(`are limited to ${GUEST_LIMITS.mailsPerSource.limit} a day per source address`, async () => {
    const source = '203.0.113.50';
    await setUsage(t.db, `guest-mail:source:${source}`, GUEST_LIMITS.mailsPerSource, GUEST_LIMITS.mailsPerSource.limit);
    const refused = await bookPayLater('greta.gast@example.com', source);
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_SOURCE_LIMIT' });
    expect((await bookPayLater('greta.gast@example.com', '203.0.113.51')).statusCode).toBe(200);
  });
});
