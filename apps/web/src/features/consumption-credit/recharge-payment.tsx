import type { Money, PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import styles from './consumption-credit.module.css';
import {
  CREDIT_PATH,
  rechargePath,
  rechargeReturnTo,
  rechargeSuccessPath,
  rechargeSummaryPath,
} from './credit-paths.ts';

/** How to pay the chosen recharge; Continue creates the member's recharge checkout and shows its summary. */
export function RechargePayment({ studioId, amount }: { studioId: number; amount: Money }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { PaymentStep, useStartCheckout } = useCheckoutParts();
  const checkout = useStartCheckout(true, {
    flow: CREDIT_PATH,
    payment: rechargePath(amount.amount),
    summary: rechargeSummaryPath,
  });
  const pay = (paymentMethod: PaymentMethodType, voucherCode: string | undefined) =>
    checkout.start({
      kind: 'consumption-credit',
      body: {
        amount: amount.amount,
        paymentMethod,
        returnTo: rechargeReturnTo(search),
        ...(voucherCode ? { voucherCode } : { expectedTotal: amount }),
      },
    });
  return (
    <>
      <p className={styles.amount}>{t('consumptioncredit.recharge.chosen', { amount: formatPrice(amount, locale) })}</p>
      <PaymentStep
        studioId={studioId}
        total={amount}
        creating={checkout.creating}
        failure={checkout.failure}
        onCreate={pay}
      />
    </>
  );
}

/** The created recharge checkout's summary; Pay now hands over to the provider. */
export function RechargeSummary({ checkoutId }: { checkoutId: string }) {
  const { CheckoutSummary } = useCheckoutParts();
  return (
    <CheckoutSummary
      checkoutId={checkoutId}
      kind="consumption-credit"
      paths={{ success: rechargeSuccessPath(checkoutId), back: CREDIT_PATH }}
    />
  );
}
