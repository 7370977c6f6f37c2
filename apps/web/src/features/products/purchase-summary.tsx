import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/intl.ts';
import type { ProductChoice } from './product-choice.ts';
import type { ProductContext } from './product-frame.tsx';
import styles from './products.module.css';
import { variantFacts, variantTitle } from './variant-facts.ts';

/** What is being bought: the variant with its facts, the chosen day, quantity and recipient, and the price. */
export function PurchaseSummary({ context, choice }: { context: ProductContext; choice?: ProductChoice | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { product, variant } = context;
  const quantity = choice?.quantity ?? 1;
  const total = { amount: variant.price.amount * quantity, currency: variant.price.currency };
  return (
    <section className={styles.panel} aria-labelledby="purchase-name">
      <h2 id="purchase-name" className={styles.panelName}>
        {variantTitle(product, variant)}
      </h2>
      {variantFacts(product, variant, locale, t).map((fact) => (
        <p key={fact} className={styles.meta}>
          {fact}
        </p>
      ))}
      {choice?.validOn ? <p>{t('products.summary.day', { day: formatDay(choice.validOn, locale) })}</p> : null}
      {choice?.recipientName ? <p>{t('products.summary.recipient', { name: choice.recipientName })}</p> : null}
      {quantity > 1 ? <p>{t('products.summary.quantity', { count: quantity })}</p> : null}
      <p className={styles.price}>{formatPrice(total, locale, { freeLabel: t('products.free') })}</p>
    </section>
  );
}
