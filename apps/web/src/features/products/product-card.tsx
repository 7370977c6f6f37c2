import type { Product } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import styles from './products.module.css';
import { variantFacts } from './variant-facts.ts';

interface ProductCardProps {
  product: Product;
  /** The flow's start of a variant: `/studio/{uuid}/booking/{kind}/{variantId}`. */
  flowOf: (variantId: number) => string;
}

/** A product with its variants, each with its price and a Buy button into the product flow. */
export function ProductCard({ product, flowOf }: ProductCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  return (
    <div className={styles.cardFrame}>
      <Card
        headingLevel={2}
        title={product.name}
        description={product.description || undefined}
        image={product.imageUrl ? { src: product.imageUrl, alt: '', extent: 'small' } : undefined}
      >
        <ul className={styles.variants}>
          {product.variants.map((variant) => (
            <li key={variant.id} className={styles.variant}>
              <div className={styles.variantText}>
                <p className={styles.variantName}>{variant.name}</p>
                {variantFacts(product, variant, locale, t).map((fact) => (
                  <p key={fact} className={styles.meta}>
                    {fact}
                  </p>
                ))}
                <p className={styles.price}>{formatPrice(variant.price, locale, { freeLabel: t('products.free') })}</p>
              </div>
              <ButtonLink
                to={keepStickyQuery(flowOf(variant.id), search)}
                aria-label={t('products.buyVariant', { name: variant.name })}
              >
                {t('products.buy')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
