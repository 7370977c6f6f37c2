import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { ACCOUNT_STATEMENT_KEY } from '../../lib/account-statement-queries.ts';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { checkoutRefOf } from '../../lib/checkout-ref.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { ACCOUNT_PATH, BALANCE_PATH } from './account-paths.ts';
import styles from './account-statement.module.css';

/** Once the checkout is paid, the statement, the balance and the overview's tile read the settled entries anew. */
function useReloadWhenPaid(checkoutId: string) {
  const queryClient = useQueryClient();
  const { useCheckout } = useCheckoutParts();
  const status = useCheckout(checkoutRefOf(checkoutId), 'account-balance').data?.status;
  useEffect(() => {
    if (status === 'FINALIZED') void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATEMENT_KEY });
  }, [status, queryClient]);
}

function Outcome({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation();
  const { CheckoutOutcome } = useCheckoutParts();
  useReloadWhenPaid(checkoutId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accountstatement.pay.title')}</h1>
      <CheckoutOutcome
        checkoutId={checkoutId}
        kind="account-balance"
        paths={{ retry: BALANCE_PATH, back: ACCOUNT_PATH }}
      />
    </div>
  );
}

/**
 * Success, Failure and Cancel of the balance's checkout: one page, since the checkout's status decides the view
 * whichever return path the provider chose. Without a checkout there is nothing to show but the statement.
 */
export function AccountOutcomeScreen() {
  const { checkoutId } = useParams();
  const { search } = useLocation();
  if (!checkoutId) return <Navigate replace to={withStickyQuery(ACCOUNT_PATH, search)} />;
  return <Outcome checkoutId={checkoutId} />;
}
