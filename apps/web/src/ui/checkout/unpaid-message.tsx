import type { Checkout } from '@motus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../status-message.tsx';
import { failureReasonKey } from './checkout-errors.ts';

/** Why a checkout was not paid: canceled by the buyer, or failed or expired; the caller offers the way on. */
export function UnpaidMessage({
  checkout,
  cancelMessage,
  action,
}: {
  checkout: Pick<Checkout, 'status' | 'failureReason'>;
  cancelMessage: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const canceled = checkout.status === 'CANCELED';
  const reason = checkout.failureReason ?? (checkout.status === 'EXPIRED' ? 'EXPIRED' : null);
  return (
    <StatusMessage
      title={t(canceled ? 'checkout.outcome.cancelTitle' : 'checkout.outcome.failureTitle')}
      message={canceled ? cancelMessage : `${t(failureReasonKey(reason))} ${t('checkout.outcome.notCharged')}`}
      action={action}
    />
  );
}
