import type { ContractTerm, Period } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

/** Texts of a term's periods and prices in the user's language: "12 months", "€29.90 per month". */
export function usePeriodTexts() {
  const { t } = useTranslation();
  const locale = useLocale();
  const period = (value: Period) => t(`signup.period.${value.unit}`, { count: value.value });
  const every = (value: Period) => t(`signup.every.${value.unit}`, { count: value.value });
  const price = (term: Pick<ContractTerm, 'price' | 'paymentFrequency'>) =>
    t('signup.term.price', { price: formatPrice(term.price, locale), period: every(term.paymentFrequency) });
  return { period, price };
}
