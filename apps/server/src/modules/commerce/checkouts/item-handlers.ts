import type { CheckoutType } from '@motus/contract';
import { courseAppointmentItem, singleAppointmentItem } from '../../booking/index.ts';
import { productVariantItem } from '../../catalog/index.ts';
import { consumptionCreditRechargeItem } from '../../consumption-credit/index.ts';
import { accountBalanceItem } from '../payments/account-balance-item.ts';
import { paymentMethodItem } from '../payments/payment-method-item.ts';
import { paymentRequestItem } from '../payments/payment-request-item.ts';
import type { CheckoutItemContext, CheckoutItemHandler } from './checkout-item.ts';

/** The handler of each kind a checkout sells (a kind without one cannot be bought yet). */
export type CheckoutItemHandlers = Partial<Record<CheckoutType, CheckoutItemHandler<unknown>>>;

/** One line per kind, added by the module that sells it. */
export function checkoutItemHandlers(context: CheckoutItemContext): CheckoutItemHandlers {
  return {
    COURSE_APPOINTMENT: courseAppointmentItem(context),
    SINGLE_APPOINTMENT: singleAppointmentItem(context),
    PRODUCT_VARIANT: productVariantItem(context),
    ACCOUNT_BALANCE: accountBalanceItem,
    CONSUMPTION_CREDIT: consumptionCreditRechargeItem,
    PAYMENT_REQUEST: paymentRequestItem,
    PAYMENT_METHOD: paymentMethodItem,
  };
}
