import type { Checkout } from '@motus/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CheckoutOutcomePaths, CheckoutOutcomeProps } from '../../lib/checkout-parts.tsx';
import { checkoutRefOf } from '../../lib/checkout-ref.ts';
import { isUndecided } from '../../lib/checkout-status.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { UnpaidMessage } from '../../ui/checkout/unpaid-message.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useCheckout } from './api/use-checkout.ts';
import { useFinalizeCheckout } from './api/use-finalize-checkout.ts';
import styles from './checkout.module.css';
import { CheckoutLines } from './checkout-lines.tsx';

function Paid({ checkout, renderOrder }: { checkout: Checkout; renderOrder: CheckoutOutcomeProps['renderOrder'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.title}>{t('checkout.outcome.successTitle')}</h1>
      {renderOrder?.(checkout)}
      <section className={styles.panel} aria-labelledby="checkout-paid">
        <h2 id="checkout-paid" className={styles.heading}>
          {t('checkout.outcome.paid')}
        </h2>
        <CheckoutLines checkout={checkout} />
        {checkout.order ? (
          <p className={styles.meta}>{t('checkout.outcome.orderNumber', { id: checkout.order.id })}</p>
        ) : null}
      </section>
    </>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <>
      <StatusMessage title={t('checkout.outcome.pendingTitle')} message={t('checkout.outcome.pendingMessage')} />
      <BlockSpinner label={t('checkout.outcome.pendingTitle')} />
    </>
  );
}

function Unpaid({ checkout, paths }: { checkout: Checkout; paths: CheckoutOutcomePaths }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <UnpaidMessage
      checkout={checkout}
      cancelMessage={t('checkout.outcome.cancelMessage')}
      action={
        <div className={styles.actions}>
          <ButtonLink to={withStickyQuery(paths.retry, search)}>{t('checkout.outcome.retry')}</ButtonLink>
          <ButtonLink variant="secondary" to={withStickyQuery(paths.back, search)}>
            {t('checkout.outcome.back')}
          </ButtonLink>
        </div>
      }
    />
  );
}

function Settled({
  checkout,
  paths,
  renderOrder,
}: { checkout: Checkout } & Omit<CheckoutOutcomeProps, 'checkoutId' | 'kind'>) {
  if (checkout.status === 'FINALIZED') return <Paid checkout={checkout} renderOrder={renderOrder} />;
  if (isUndecided(checkout)) return <Waiting />;
  return <Unpaid checkout={checkout} paths={paths} />;
}

/**
 * Success, Failure and Cancel pages of a checkout: the server settles it once with the provider's word (finalize is
 * idempotent), then the page shows what the checkout became; while the provider has not decided it reads again
 * every 2 s. The checkout's status decides the view, whichever return path the provider chose.
 */
export function CheckoutOutcome({ checkoutId, kind, paths, renderOrder }: CheckoutOutcomeProps) {
  const { t } = useTranslation();
  const ref = checkoutRefOf(checkoutId);
  const finalize = useFinalizeCheckout(ref);
  const { mutate } = finalize;
  useRunOnce(useCallback(() => mutate(), [mutate]));
  const checkout = useCheckout(ref, kind, { pollWhileUndecided: true, enabled: finalize.isSuccess });
  const failure = finalize.error ?? checkout.error;
  if (failure) {
    return (
      <ErrorList
        title={t('checkout.outcome.loadError')}
        errors={[failure]}
        action={<Button onClick={() => mutate()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  const current = checkout.data ?? finalize.data;
  if (!current) return <BlockSpinner label={t('checkout.outcome.checking')} />;
  return <Settled checkout={current} paths={paths} renderOrder={renderOrder} />;
}
