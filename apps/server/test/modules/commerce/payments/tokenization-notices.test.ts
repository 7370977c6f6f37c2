import { describe, expect, it } from 'vitest';
import { portalOrigin } from '../../../../src/lib/portal-origin.ts';
import type { CheckoutDeps } from '../../../../src/modules/commerce/checkouts/checkout-deps.ts';
import { checkoutItemHandlers } from '../../../../src/modules/commerce/checkouts/item-handlers.ts';
import { settleTokenizationNotice } from '../../../../src/modules/commerce/payments/tokenization-notices.ts';
import { submitCard } from '../../../../src/modules/psp/hosted-payment.ts';
import { createCustomer } from '../../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { createLink, SUCCESS_CARD, sessionIdOf } from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();

function deps(): CheckoutDeps {
  const origin = portalOrigin(t.app.config);
  return { db: t.db, provider: t.app.paymentProvider, handlers: checkoutItemHandlers({ origin }), origin };
}

describe('the provider’s tokenization notices (a closed tab)', () => {
  it('configures a payment-method link whose page was closed after the card was entered', async () => {
    const token = await createLink(t.db, await createCustomer(t.db));
    const url = '/v3/public/payment-methods/checkout';
    await t.request({ method: 'POST', url, payload: { token, method: 'CREDIT_CARD' } });
    const authenticated = await t.request({ method: 'POST', url: `${url}/${token}/authenticate` });
    await submitCard(t.db, sessionIdOf(authenticated.json().redirectUrl), SUCCESS_CARD);

    await settleTokenizationNotice(deps(), authenticated.json().checkout.id);
    await settleTokenizationNotice(deps(), authenticated.json().checkout.id);
    const configuration = await t.request(`${url}/${token}/configuration`);
    expect(configuration.json()).toMatchObject({ configured: { type: 'CREDIT_CARD' }, checkoutStatus: 'FINALIZED' });
  });

  it('saves a member’s instrument once, and leaves unknown references alone', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const started = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/tokenization/initiate',
      payload: { method: 'CREDIT_CARD' },
    });
    const { tokenizationReference, redirectUrl } = started.json();
    await submitCard(t.db, sessionIdOf(redirectUrl), SUCCESS_CARD);
    await settleTokenizationNotice(deps(), tokenizationReference);
    await settleTokenizationNotice(deps(), tokenizationReference);
    await settleTokenizationNotice(deps(), 'no-such-reference-at-all');
    const state = await asMember(t, anna, { url: `/v1/tokenization/${tokenizationReference}/state` });
    expect(state.json()).toMatchObject({ state: 'COMPLETED', instrument: { type: 'CREDIT_CARD' } });
    const instruments = (await asMember(t, anna, { url: '/v2/paymentinstruments' })).json();
    expect(instruments).toHaveLength(3);
  });
});
