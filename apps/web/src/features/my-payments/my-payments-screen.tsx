import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { usePayments } from './api/use-payments.ts';
import styles from './my-payments.module.css';
import { PaymentDetail } from './payment-detail.tsx';
import { PAYMENT_PARAM } from './payment-entry.ts';
import { openedFromList, PaymentList } from './payment-list.tsx';
import { SavedInstruments } from './saved-instruments.tsx';

/** The payment the address opens, and how to close it again. */
function useOpenPayment() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  function close() {
    if (openedFromList(state)) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PAYMENT_PARAM);
    setParams(next, { replace: true });
  }
  return { paymentId: params.get(PAYMENT_PARAM) || null, close };
}

function Payments({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const { payments, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    usePayments();
  if (isPending) return <BlockSpinner label={t('common.loading')} />;
  if (error && !isFetchNextPageError) {
    return (
      <ErrorList
        title={t('payments.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (payments.length === 0) return <p className={styles.empty}>{t('payments.empty')}</p>;
  return (
    <>
      <PaymentList payments={payments} selectedId={selectedId} />
      {isFetchNextPageError ? <ErrorList title={t('payments.loadError')} errors={[error]} /> : null}
      {hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {t('payments.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** My payments (/me/payments, HAS_CONNECT): what the member paid, a payment's detail with receipt and refund, and their saved methods. */
export function MyPaymentsScreen() {
  const { t } = useTranslation();
  const open = useOpenPayment();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.myPayments')}</h1>
      <p className={styles.intro}>{t('payments.intro')}</p>
      <div className={cx(styles.layout, open.paymentId && styles.withDetail)}>
        <div className={styles.listColumn}>
          <Payments selectedId={open.paymentId} />
        </div>
        {open.paymentId ? <PaymentDetail key={open.paymentId} paymentId={open.paymentId} onClose={open.close} /> : null}
      </div>
      <SavedInstruments />
    </div>
  );
}
