import { ConsumptionCreditErrors, type consumptionCreditCheckoutBody } from '@motus/contract';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { minorOf } from '../../lib/money.ts';
import { type CheckoutItemHandler, type CheckoutRow, type PricedItem, singlePosition } from '../commerce/index.ts';
import { creditStudioOf, requirePermission } from './consumption-credit-service.ts';
import { rechargeLimitsOf, refusalOf } from './limits.ts';
import { bookMovement, removeMovementOfCheckout } from './repo.ts';

type RechargeBody = z.output<typeof consumptionCreditCheckoutBody>;

const itemSchema = z.object({ customerId: z.uuid() });

/** The movement's text; the member's list shows it as the studio would book it. */
const RECHARGE_TEXT = 'Recharge';

/** A recharge of the member's own consumption credit; finalising books it, once per checkout. */
export const consumptionCreditRechargeItem: CheckoutItemHandler<RechargeBody> = {
  async price(tx, buyer, body): Promise<PricedItem> {
    if (!buyer.customerId) {
      throw new HttpError(403, ConsumptionCreditErrors.loginRequired, 'Log in to recharge your consumption credit');
    }
    const customer = { tenant: buyer.tenant, customerId: buyer.customerId };
    await requirePermission(tx, buyer.tenant, 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE');
    const studio = await creditStudioOf(tx, customer);
    const amountMinor = minorOf({ amount: body.amount, currency: studio.currencyCode });
    if (refusalOf(rechargeLimitsOf(buyer.tenant), amountMinor)) {
      throw new HttpError(422, ConsumptionCreditErrors.amountOutOfRange, 'The studio does not allow this amount');
    }
    return {
      studioId: studio.id,
      currencyCode: studio.currencyCode,
      positions: [singlePosition(RECHARGE_TEXT, amountMinor)],
      item: { customerId: buyer.customerId },
    };
  },

  async fulfil(tx, checkout: CheckoutRow) {
    const { customerId } = itemSchema.parse(checkout.item);
    await bookMovement(tx, {
      tenantId: checkout.tenantId,
      customerId,
      amountMinor: checkout.subtotalMinor,
      currencyCode: checkout.currencyCode,
      text: RECHARGE_TEXT,
      checkoutId: checkout.id,
    });
    return {};
  },

  async release() {},

  async revoke(tx, checkout) {
    await removeMovementOfCheckout(tx, checkout.id);
  },
};
