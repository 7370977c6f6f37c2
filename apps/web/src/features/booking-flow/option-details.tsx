import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/intl.ts';
import type { SlotBookingOption } from './api/use-booking-options.ts';
import styles from './booking-flow.module.css';

/** What an option is: the contingent's visits and validity, free, a trial, or the price of an offer. */
export function OptionDetails({ option, timeZone }: { option: SlotBookingOption; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lines: string[] = [];
  if (option.type === 'CONTINGENT') {
    lines.push(
      option.unlimited ? t('flow.option.unlimited') : t('flow.option.visitsLeft', { count: option.visitsLeft ?? 0 }),
    );
    if (option.validUntil) {
      const date = formatDate(option.validUntil, locale, timeZone);
      lines.push(t('flow.option.validUntil', { date }));
    }
  } else if (option.type === 'OFFER' && option.price) {
    lines.push(t('flow.option.offer', { price: formatPrice(option.price, locale) }));
  } else {
    lines.push(t(option.type === 'TRIAL' ? 'flow.option.trial' : 'flow.option.free'));
  }
  return (
    <div className={styles.optionText}>
      <h3 className={styles.optionName}>{option.name}</h3>
      {lines.map((line) => (
        <p key={line} className={styles.meta}>
          {line}
        </p>
      ))}
    </div>
  );
}
