import type { Money } from '@motus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import styles from './payment-parts.module.css';

/** A price as the checkout shows it: spec 000 section 9 formatting, zero as the free label. */
export function useFormatMoney(): (money: Money) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (money) => formatPrice(money, locale, { freeLabel: t('checkout.free') });
}

/** One line of a price list: what, and how much (a `dl` row). */
export function MoneyLine({ label, value, total = false }: { label: ReactNode; value: string; total?: boolean }) {
  return (
    <div className={total ? styles.total : styles.line}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
