import { ApiError } from '@motus/contract/client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useDownloadReceipt } from './api/use-download-receipt.ts';
import { usePayment } from './api/use-payment.ts';
import styles from './my-payments.module.css';
import { formatDay, type PaymentView } from './payment-entry.ts';
import { PaymentStatusTag } from './payment-status-tag.tsx';
import { RefundForm } from './refund-form.tsx';

function Positions({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (money: PaymentView['amount']) => formatPrice(money, locale);
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('payments.detail.positions')}</h3>
      <dl className={styles.lines}>
        {payment.positions.map((position, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions have no id and never reorder
          <div key={index} className={styles.line}>
            <dt>
              {position.quantity > 1
                ? `${t('payments.detail.quantity', { count: position.quantity })} ${position.label}`
                : position.label}
            </dt>
            <dd>{price(position.total)}</dd>
          </div>
        ))}
        {payment.discount.amount > 0 ? (
          <>
            <div className={styles.line}>
              <dt>{t('payments.detail.subtotal')}</dt>
              <dd>{price(payment.subtotal)}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t('payments.detail.discount', { code: payment.voucherCode ?? '' })}</dt>
              <dd>{price({ ...payment.discount, amount: -payment.discount.amount })}</dd>
            </div>
          </>
        ) : null}
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>{t('payments.detail.total')}</dt>
          <dd>{price(payment.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Refunds({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (payment.refunds.length === 0) return null;
  const zone = payment.studio?.zoneId;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('payments.detail.refunds')}</h3>
      <ul className={styles.refunds}>
        {payment.refunds.map((refund) => (
          <li key={refund.id} className={styles.line}>
            <span>
              {t('payments.detail.refundedOn', { date: formatDay(refund.refundedAt, locale, zone) })}
              {refund.reason ? <span className={styles.muted}> · {refund.reason}</span> : null}
            </span>
            <span>{formatPrice({ ...refund.amount, amount: -refund.amount.amount }, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Facts({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const method = [t(`payments.method.${payment.method}`), payment.instrumentLabel].filter(Boolean).join(' · ');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('payments.detail.paidAt')}</dt>
        <dd>{formatDay(payment.paidAt, locale, payment.studio?.zoneId)}</dd>
      </div>
      <div>
        <dt>{t('payments.detail.method')}</dt>
        <dd>{method}</dd>
      </div>
      <div>
        <dt>{t('payments.detail.receiptNumber')}</dt>
        <dd>{payment.receiptNumber}</dd>
      </div>
    </dl>
  );
}

/** Download receipt, and either the refund (its window, the form) or why there is none. */
function Actions({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const receipt = useDownloadReceipt();
  const [refunding, setRefunding] = useState(false);
  const until = payment.refundableUntil ? formatDay(payment.refundableUntil, locale, payment.studio?.zoneId) : null;
  return (
    <section className={styles.section}>
      {payment.refundable && until ? (
        <p className={styles.muted}>{t('payments.detail.refundableUntil', { date: until })}</p>
      ) : null}
      {payment.notRefundableReason ? (
        <p className={styles.muted}>{t(`payments.notRefundable.${payment.notRefundableReason}`)}</p>
      ) : null}
      {receipt.error ? <ErrorMessages errors={[t('payments.detail.receiptError'), shownError(receipt.error)]} /> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={receipt.isPending}
          onClick={() => receipt.mutate({ paymentId: payment.id, receiptNumber: payment.receiptNumber })}
        >
          {t('payments.detail.downloadReceipt')}
        </Button>
        {payment.refundable && !refunding ? (
          <Button onClick={() => setRefunding(true)}>{t('payments.refund.request')}</Button>
        ) : null}
      </div>
      {payment.refundable && refunding ? <RefundForm payment={payment} onClose={() => setRefunding(false)} /> : null}
    </section>
  );
}

interface PaymentDetailProps {
  paymentId: string;
  onClose: () => void;
}

/** One payment beside the list (on a phone, instead of it), addressed by the `payment` query parameter. */
export function PaymentDetail({ paymentId, onClose }: PaymentDetailProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = usePayment(paymentId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <section className={styles.detail} aria-labelledby={headingId}>
      <div className={styles.detailHeading}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {data?.description ?? t('payments.detail.title')}
        </h2>
        <CloseButton size="large" onClick={onClose} />
      </div>
      {error ? (
        <ErrorList
          title={t('payments.detail.loadError')}
          errors={[missing ? t('payments.errors.PAYMENT_NOT_FOUND') : error]}
          action={missing ? null : <Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {!data && !error ? <BlockSpinner label={t('common.loading')} /> : null}
      {data ? (
        <>
          <div className={styles.detailStatus}>
            <PaymentStatusTag status={data.status} />
            {data.studio ? <span className={styles.muted}>{data.studio.name}</span> : null}
          </div>
          <Facts payment={data} />
          <Positions payment={data} />
          <Refunds payment={data} />
          <Actions payment={data} />
        </>
      ) : null}
    </section>
  );
}
