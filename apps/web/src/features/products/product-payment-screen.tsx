import type { PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { type ProductChoice, readProductChoice } from './product-choice.ts';
import { productPaths } from './product-flow.ts';
import { type ProductContext, ProductStep, StickyRedirect } from './product-frame.tsx';
import styles from './products.module.css';
import { PurchaseSummary } from './purchase-summary.tsx';

/** The price the buyer was shown: the variant's price times the quantity (the server computes its own). */
function shownTotal(context: ProductContext, choice: ProductChoice) {
  const { price } = context.variant;
  return { amount: Math.round(price.amount * choice.quantity * 100) / 100, currency: price.currency };
}

function PaymentForm({ context, choice }: { context: ProductContext; choice: ProductChoice }) {
  const { t } = useTranslation();
  const { base } = context.flow;
  const { PaymentStep, useStartCheckout } = useCheckoutParts();
  const checkout = useStartCheckout(context.member, {
    flow: base,
    payment: productPaths.payment(base),
    summary: (checkoutId) => productPaths.summary(base, checkoutId),
  });
  const { contact } = checkout;
  if (!context.member && !contact) return <StickyRedirect to={productPaths.contact(base)} />;
  const total = shownTotal(context, choice);
  const pay = (paymentMethod: PaymentMethodType, voucherCode: string | undefined) => {
    const body = {
      variantId: context.variant.id,
      studioId: context.studioId,
      quantity: choice.quantity,
      paymentMethod,
      returnTo: checkout.returnTo,
      // With a voucher the buyer confirms the reduced total on the summary instead.
      ...(voucherCode ? { voucherCode } : { expectedTotal: total }),
      ...(choice.validOn ? { validOn: choice.validOn } : {}),
      ...(choice.recipientName ? { recipientName: choice.recipientName } : {}),
      ...(contact ? { contact } : {}),
    };
    checkout.start({ kind: 'product-variant', body });
  };
  return (
    <>
      <h1 className={styles.title}>{t('products.payment.heading')}</h1>
      <PurchaseSummary context={context} choice={choice} />
      <PaymentStep
        studioId={context.studioId}
        total={total}
        creating={checkout.creating}
        failure={checkout.failure}
        onCreate={pay}
      />
    </>
  );
}

function PaymentGate({ context }: { context: ProductContext }) {
  const choice = readProductChoice(context.flow.base);
  const offerBlocked = context.flow.kind === 'offer' && !context.member;
  if (!choice || choice.payLater || offerBlocked) return <StickyRedirect to={context.flow.base} />;
  return <PaymentForm context={context} choice={choice} />;
}

/** Payment: how to pay and an optional voucher code; Continue creates the checkout and shows its summary. */
export function ProductPaymentScreen() {
  return <ProductStep>{(context) => <PaymentGate context={context} />}</ProductStep>;
}
