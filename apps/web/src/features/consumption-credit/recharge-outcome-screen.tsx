import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { checkoutRefOf } from '../../lib/checkout-ref.ts';
import { CONSUMPTION_CREDIT_KEY } from '../../lib/consumption-credit-queries.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import styles from './consumption-credit.module.css';
import { CREDIT_PATH } from './credit-paths.ts';

/** Once the recharge is paid, the credit screen and the overview's tile read the new balance. */
function useReloadWhenPaid(checkoutId: string) {
  const queryClient = useQueryClient();
  const { useCheckout } = useCheckoutParts();
  const status = useCheckout(checkoutRefOf(checkoutId), 'consumption-credit').data?.status;
  useEffect(() => {
    if (status === 'FINALIZED') void queryClient.invalidateQueries({ queryKey: CONSUMPTION_CREDIT_KEY });
  }, [status, queryClient]);
}

function Outcome({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation();
  const { CheckoutOutcome } = useCheckoutParts();
  useReloadWhenPaid(checkoutId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('consumptioncredit.recharge.title')}</h1>
      <CheckoutOutcome
        checkoutId={checkoutId}
        kind="consumption-credit"
        paths={{ retry: CREDIT_PATH, back: CREDIT_PATH }}
      />
    </div>
  );
}

/** Success, Failure and Cancel of a recharge: the checkout's status decides the view, whichever path the provider chose. */
export function RechargeOutcomeScreen() {
  const { checkoutId } = useParams();
  const { search } = useLocation();
  if (!checkoutId) return <Navigate replace to={withStickyQuery(CREDIT_PATH, search)} />;
  return <Outcome checkoutId={checkoutId} />;
}
