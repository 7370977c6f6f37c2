import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCheckoutParts } from './checkout-parts.tsx';
import { type CheckoutKind, checkoutRefOf } from './checkout-ref.ts';
import { withStickyQuery } from './sticky-query.ts';

interface CheckoutOutcomePageProps {
  kind: CheckoutKind;
  title: string;
  /** The queries that read what the paid checkout changed (a balance, a statement): read anew once it is paid. */
  reloadKey: QueryKey;
  paths: { retry: string; back: string };
  styles: { page?: string | undefined; title?: string | undefined };
}

function useReloadWhenPaid(checkoutId: string, kind: CheckoutKind, reloadKey: QueryKey) {
  const queryClient = useQueryClient();
  const { useCheckout } = useCheckoutParts();
  const status = useCheckout(checkoutRefOf(checkoutId), kind).data?.status;
  useEffect(() => {
    if (status === 'FINALIZED') void queryClient.invalidateQueries({ queryKey: reloadKey });
  }, [status, queryClient, reloadKey]);
}

function Outcome({
  checkoutId,
  kind,
  title,
  reloadKey,
  paths,
  styles,
}: CheckoutOutcomePageProps & { checkoutId: string }) {
  const { CheckoutOutcome } = useCheckoutParts();
  useReloadWhenPaid(checkoutId, kind, reloadKey);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CheckoutOutcome checkoutId={checkoutId} kind={kind} paths={paths} />
    </div>
  );
}

/**
 * Success, Failure and Cancel of a self-service checkout (a balance, a recharge): one page, since the checkout's status
 * decides the view whichever return path the provider chose. Without a checkout, back to where it started.
 */
export function CheckoutOutcomePage(props: CheckoutOutcomePageProps) {
  const { checkoutId } = useParams();
  const { search } = useLocation();
  if (!checkoutId) return <Navigate replace to={withStickyQuery(props.paths.back, search)} />;
  return <Outcome checkoutId={checkoutId} {...props} />;
}
