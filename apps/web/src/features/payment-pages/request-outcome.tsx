import type { Checkout, Revived } from '@motus/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isUndecided } from '../../lib/checkout-status.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useFormatMoney } from '../../ui/checkout/money-line.tsx';
import { UnpaidMessage } from '../../ui/checkout/unpaid-message.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useFinalizeRequestCheckout } from './api/use-finalize-request-checkout.ts';
import { usePaymentRequest } from './api/use-payment-request.ts';
import { useRequestCheckout } from './api/use-request-checkout.ts';
import styles from './payment-pages.module.css';
import { requestPagePath } from './request-paths.ts';
import { RequestPositions, type ShownPaymentRequest } from './request-positions.tsx';

interface OutcomeProps {
  requestId: string;
  /** The checkout's public token, as the provider's return address carries it. */
  publicToken: string;
}

function Paid({ checkout, request }: { checkout: Revived<Checkout>; request: ShownPaymentRequest }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('paymentPages.outcome.successTitle')}</h1>
      <p className={styles.intro}>{t('paymentPages.outcome.successMessage', { amount: format(checkout.total) })}</p>
      <section className={styles.panel} aria-labelledby="request-paid">
        <h2 id="request-paid" className={styles.heading}>
          {t('checkout.outcome.paid')}
        </h2>
        <RequestPositions request={request} />
      </section>
    </div>
  );
}

function Unpaid({ checkout, requestId }: { checkout: Revived<Checkout>; requestId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <UnpaidMessage
      checkout={checkout}
      cancelMessage={t('paymentPages.outcome.cancelMessage')}
      action={<ButtonLink to={requestPagePath(requestId, search)}>{t('checkout.outcome.retry')}</ButtonLink>}
    />
  );
}

/**
 * Back from the provider: the server settles the checkout with the provider's word (finalize is idempotent), then
 * the page shows what it became, reading again every 2 s while the provider has not decided.
 */
export function RequestOutcome({ requestId, publicToken }: OutcomeProps) {
  const { t } = useTranslation();
  const finalize = useFinalizeRequestCheckout(publicToken);
  const { mutate } = finalize;
  useRunOnce(useCallback(() => mutate(), [mutate]));
  const checkout = useRequestCheckout(publicToken, finalize.isSuccess);
  const request = usePaymentRequest(requestId);
  const failure = finalize.error ?? checkout.error ?? request.error;
  const retry = () => {
    mutate();
    void request.refetch();
  };
  if (failure) {
    return (
      <ErrorList
        title={t('paymentPages.outcome.loadError')}
        errors={[failure]}
        action={<Button onClick={retry}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  const current = checkout.data ?? finalize.data;
  if (!current || !request.data) return <BlockSpinner label={t('checkout.outcome.checking')} />;
  if (current.status === 'FINALIZED') return <Paid checkout={current} request={request.data} />;
  if (isUndecided(current)) {
    return (
      <>
        <StatusMessage title={t('checkout.outcome.pendingTitle')} message={t('paymentPages.outcome.pendingMessage')} />
        <BlockSpinner label={t('checkout.outcome.pendingTitle')} />
      </>
    );
  }
  return <Unpaid checkout={current} requestId={requestId} />;
}
