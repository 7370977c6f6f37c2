import type { Checkout } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { MoneyLine, useFormatMoney } from '../../ui/checkout/money-line.tsx';
import styles from './checkout.module.css';

function positionLabel(position: Checkout['positions'][number]): string {
  return position.quantity === 1 ? position.label : `${position.quantity} × ${position.label}`;
}

/** What the checkout charges: its positions, the voucher's discount and the total, in the checkout's currency. */
export function CheckoutLines({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <dl className={styles.lines}>
      {checkout.positions.map((position, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions never reorder and may repeat a label
        <MoneyLine key={index} label={positionLabel(position)} value={format(position.total)} />
      ))}
      {checkout.discount.amount > 0 ? (
        <MoneyLine
          label={t('checkout.summary.discount', { code: checkout.voucherCode ?? '' })}
          value={`−${format(checkout.discount)}`}
        />
      ) : null}
      <MoneyLine label={t('checkout.summary.total')} value={format(checkout.total)} total />
    </dl>
  );
}
