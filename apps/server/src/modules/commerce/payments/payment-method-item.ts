import { PaymentMethodLinkErrors } from '@motus/contract';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error.ts';
import type { CheckoutItemHandler, PricedItem } from '../checkouts/checkout-item.ts';
import { findLink } from './payment-method-links-repo.ts';
import { requirePartyOfTenant, requireUnused } from './payment-method-links-service.ts';

export interface PaymentMethodItemBody {
  token: string;
}

const itemSchema = z.object({ linkToken: z.string() });

/**
 * Setting up how a customer pays, by the studio's link: nothing is charged (amount 0). The provider's instrument is
 * stored on the link when its tokenization completes (payment-method-links-checkout.ts), before the order is made, so
 * the order only checks that it was; nothing is held or given back.
 */
export const paymentMethodItem: CheckoutItemHandler<PaymentMethodItemBody> = {
  async price(tx, buyer, body): Promise<PricedItem> {
    const party = await requirePartyOfTenant(tx, body.token, buyer.tenant);
    requireUnused(party.link);
    return {
      studioId: party.studio.id,
      currencyCode: party.studio.currencyCode,
      positions: [],
      item: { linkToken: party.link.token },
    };
  },
  async fulfil(tx, checkout) {
    const link = await findLink(tx, itemSchema.parse(checkout.item).linkToken);
    if (!link?.completedAt) {
      throw new HttpError(
        409,
        PaymentMethodLinkErrors.notConfigured,
        'The provider has not confirmed a payment method',
      );
    }
    return {};
  },
  async release() {},
  async revoke() {},
};
