import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { readProductChoice } from './product-choice.ts';
import { productPaths } from './product-flow.ts';
import { ProductStep } from './product-frame.tsx';
import styles from './products.module.css';
import { PurchaseSummary } from './purchase-summary.tsx';

/** SummaryOffer: the checkout's positions, voucher discount and total; Pay now hands over to the provider. */
export function ProductSummaryScreen() {
  const { t } = useTranslation();
  const { checkoutId = '' } = useParams();
  const { CheckoutSummary } = useCheckoutParts();
  return (
    <ProductStep>
      {(context) => {
        const { base } = context.flow;
        return (
          <>
            <h1 className={styles.title}>{t('products.summary.title')}</h1>
            <CheckoutSummary
              checkoutId={checkoutId}
              kind="product-variant"
              paths={{ success: productPaths.success(base, checkoutId), back: base }}
            >
              <PurchaseSummary context={context} choice={readProductChoice(base)} />
            </CheckoutSummary>
          </>
        );
      }}
    </ProductStep>
  );
}
