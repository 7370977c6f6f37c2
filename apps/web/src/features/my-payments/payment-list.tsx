import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { cx } from '../../ui/class-names.ts';
import styles from './my-payments.module.css';
import { formatDay, PAYMENT_PARAM, type PaymentEntry } from './payment-entry.ts';
import { PaymentStatusTag } from './payment-status-tag.tsx';

/** Marks a detail opened from the list, so closing it goes back instead of adding a history entry. */
export const OPENED_FROM_LIST = { paymentOpenedFromList: true };

export function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'paymentOpenedFromList' in state;
}

interface PaymentRowProps {
  payment: PaymentEntry;
  selected: boolean;
  /** Another payment is open: this one takes its place and its way back, so Close returns to the list. */
  replace: boolean;
}

function PaymentRow({ payment, selected, replace }: PaymentRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search, state } = useLocation();
  const query = new URLSearchParams(search);
  query.set(PAYMENT_PARAM, payment.id);
  return (
    <li className={cx(styles.row, selected && styles.selected)}>
      <span className={styles.date}>{formatDay(payment.paidAt, locale, payment.studio?.zoneId)}</span>
      <span className={styles.what}>
        <Link
          className={styles.rowLink}
          to={{ search: `?${query}` }}
          state={replace ? state : OPENED_FROM_LIST}
          replace={replace}
          aria-current={selected ? 'true' : undefined}
        >
          {payment.description}
        </Link>
        {payment.studio ? <span className={styles.muted}>{payment.studio.name}</span> : null}
      </span>
      <span className={styles.method}>{t(`payments.method.${payment.method}`)}</span>
      <span className={styles.status}>
        <PaymentStatusTag status={payment.status} />
      </span>
      <span className={styles.amount}>{formatPrice(payment.amount, locale)}</span>
    </li>
  );
}

/** The payments as rows: date, what and where, method, state and amount; a row opens its detail. */
export function PaymentList({ payments, selectedId }: { payments: PaymentEntry[]; selectedId: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.table}>
      <div className={styles.header} aria-hidden="true">
        <span>{t('payments.columns.date')}</span>
        <span>{t('payments.columns.description')}</span>
        <span className={styles.method}>{t('payments.columns.method')}</span>
        <span>{t('payments.columns.status')}</span>
        <span className={styles.amount}>{t('payments.columns.amount')}</span>
      </div>
      <ul className={styles.rows} aria-label={t('payments.listLabel')}>
        {payments.map((payment) => (
          <PaymentRow
            key={payment.id}
            payment={payment}
            selected={payment.id === selectedId}
            replace={selectedId !== null}
          />
        ))}
      </ul>
    </div>
  );
}
