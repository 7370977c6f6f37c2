import type { PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { ACCOUNT_PATH, accountSuccessPath, BALANCE_PATH, balanceSummaryPath, CHECKOUT_PARAM } from './account-paths.ts';
import styles from './account-statement.module.css';
import { useAccountBalance } from './api/account-queries.ts';

type Balance = NonNullable<ReturnType<typeof useAccountBalance>['data']>;

/** How to pay the open balance; Continue creates the member's account-balance checkout and shows its summary. */
function PayBalance({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { PaymentStep, useStartCheckout } = useCheckoutParts();
  const checkout = useStartCheckout(true, { flow: ACCOUNT_PATH, payment: BALANCE_PATH, summary: balanceSummaryPath });
  const pay = (paymentMethod: PaymentMethodType, voucherCode: string | undefined) =>
    checkout.start({
      kind: 'account-balance',
      body: {
        studioId: balance.studioId,
        paymentMethod,
        returnTo: checkout.returnTo,
        ...(voucherCode ? { voucherCode } : { expectedTotal: balance.balance }),
      },
    });
  return (
    <>
      <p className={styles.balanceAmount}>
        {t('accountstatement.pay.amount', {
          amount: formatPrice(balance.balance, locale),
          entries: balance.openEntries,
        })}
      </p>
      <PaymentStep
        studioId={balance.studioId}
        total={balance.balance}
        creating={checkout.creating}
        failure={checkout.failure}
        onCreate={pay}
      />
    </>
  );
}

function NothingOpen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <StatusMessage
      level={2}
      title={t('accountstatement.pay.nothingTitle')}
      message={t('accountstatement.pay.nothingMessage')}
      action={<ButtonLink to={withStickyQuery(ACCOUNT_PATH, search)}>{t('accountstatement.back')}</ButtonLink>}
    />
  );
}

function BalanceStep() {
  const { t } = useTranslation();
  const balance = useAccountBalance();
  if (balance.error) {
    return (
      <ErrorList
        title={t('accountstatement.pay.loadError')}
        errors={[balance.error]}
        action={<Button onClick={() => balance.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!balance.data) return <BlockSpinner label={t('common.loading')} />;
  return balance.data.balance.amount > 0 ? <PayBalance balance={balance.data} /> : <NothingOpen />;
}

/** The created checkout's positions (the open entries) and total; Pay now hands over to the provider. */
function BalanceSummary({ checkoutId }: { checkoutId: string }) {
  const { CheckoutSummary } = useCheckoutParts();
  return (
    <CheckoutSummary
      checkoutId={checkoutId}
      kind="account-balance"
      paths={{ success: accountSuccessPath(checkoutId), back: ACCOUNT_PATH }}
    />
  );
}

/** /account/balance: how to pay the open balance, then (with `?checkout=`) the checkout's summary. */
export function AccountBalanceScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const checkoutId = params.get(CHECKOUT_PARAM);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accountstatement.pay.title')}</h1>
      {checkoutId ? <BalanceSummary checkoutId={checkoutId} /> : <BalanceStep />}
    </div>
  );
}
