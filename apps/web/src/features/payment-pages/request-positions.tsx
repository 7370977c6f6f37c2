import type { PaymentRequest, Revived } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/intl.ts';
import { useFormatMoney } from '../../ui/checkout/money-line.tsx';
import styles from './payment-pages.module.css';

export type ShownPaymentRequest = Revived<PaymentRequest>;

/** A due date is a calendar day (midnight UTC): shown as that day, whatever the viewer's time zone. */
function formatDueDate(day: Date, locale: string): string {
  return formatDate(day, locale, 'UTC');
}

/** The request's positions with their due dates, and the total. */
export function RequestPositions({ request }: { request: ShownPaymentRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatMoney();
  return (
    <dl className={styles.positions}>
      {request.positions.map((position, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions never reorder and may repeat a label
        <div key={index} className={styles.position}>
          <dt>
            {position.label}
            <span className={styles.due}>
              {t('paymentPages.request.due', { date: formatDueDate(position.dueDate, locale) })}
            </span>
          </dt>
          <dd>{format(position.amount)}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{t('paymentPages.request.total')}</dt>
        <dd>{format(request.total)}</dd>
      </div>
    </dl>
  );
}
