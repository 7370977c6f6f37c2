import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import type { ValidationMessage } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRefundPayment } from './api/use-refund-payment.ts';
import styles from './my-payments.module.css';
import type { PaymentView } from './payment-entry.ts';
import { amountText, parseAmount, refundFailure } from './refund-amount.ts';

interface RefundFormProps {
  payment: PaymentView;
  onClose: () => void;
}

/** How much to refund (default all that is left) and why; asks before the money goes back. */
export function RefundForm({ payment, onClose }: RefundFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const refund = useRefundPayment();
  const headingId = useId();
  const left = payment.refundableAmount;
  const [amount, setAmount] = useState(amountText(left.amount, locale));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<ValidationMessage | undefined>();
  const max = formatPrice(left, locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null || value <= 0 || value > left.amount) {
      setAmountError({ key: 'payments.refund.amountInvalid', values: { max } });
      return;
    }
    setAmountError(undefined);
    const money = { amount: value, currency: left.currency };
    const shown = formatPrice(money, locale);
    const values = { amount: shown, method: t(`payments.method.${payment.method}`), description: payment.description };
    const done = await confirm({
      title: t('payments.refund.confirmTitle', { amount: shown }),
      message: t(value === left.amount ? 'payments.refund.confirmFull' : 'payments.refund.confirmPartial', values),
      confirmLabel: t('payments.refund.confirm'),
      cancelLabel: t('payments.refund.keep'),
      onConfirm: () =>
        refund.mutateAsync({ paymentId: payment.id, amount: money, reason: reason.trim() }).catch((error: unknown) => {
          throw refundFailure(error, t);
        }),
    });
    if (!done) return;
    notifications.notify({
      type: 'success',
      title: t('payments.refund.done', { amount: shown }),
      content: payment.description,
    });
    onClose();
  }

  return (
    <form className={styles.refundForm} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('payments.refund.formTitle')}
      </h3>
      <TextField
        label={t('payments.refund.amount', { currency: left.currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
        hint={t('payments.refund.amountHint', { max })}
        required
      />
      <TextField
        label={t('payments.refund.reason')}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('payments.refund.submit')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('payments.refund.cancel')}
        </Button>
      </div>
    </form>
  );
}
