import type { Product, ProductVariant } from '@motus/contract';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/format.ts';

/** What a variant gives besides its name: visits and validity of an offer, the value of a voucher. */
export function variantFacts(product: Product, variant: ProductVariant, locale: string, t: TFunction): string[] {
  const facts: string[] = [];
  if (product.kind === 'OFFER') {
    facts.push(
      variant.visits === null ? t('products.facts.unlimited') : t('products.facts.visits', { count: variant.visits }),
    );
  }
  if (product.kind === 'VOUCHER' && variant.voucherValue) {
    facts.push(t('products.facts.value', { value: formatPrice(variant.voucherValue, locale) }));
  }
  if (variant.validityDays !== null) facts.push(t('products.facts.validDays', { count: variant.validityDays }));
  return facts;
}

/** The name a variant is bought as: the product's, and the variant's when it says more. */
export function variantTitle(product: Product, variant: ProductVariant): string {
  return variant.name === product.name ? product.name : `${product.name} · ${variant.name}`;
}
