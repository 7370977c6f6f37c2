import type { Checkout } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CheckoutSummaryPaths, CheckoutSummaryProps } from '../../lib/checkout-parts.tsx';
import { type CheckoutRef, checkoutRefOf } from '../../lib/checkout-ref.ts';
import { useLocale } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { providerPage } from '../../lib/provider-page.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { checkoutError } from '../../ui/checkout/checkout-errors.ts';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useAuthenticateCheckout } from './api/use-authenticate-checkout.ts';
import { useCancelCheckout } from './api/use-cancel-checkout.ts';
import { useCheckout } from './api/use-checkout.ts';
import styles from './checkout.module.css';
import { CheckoutLines } from './checkout-lines.tsx';

const MINUTE = 60_000;

function HoldHint({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const expiresAt = new Date(checkout.expiresAt);
  const minutes = Math.round((expiresAt.getTime() - new Date(checkout.createdAt).getTime()) / MINUTE);
  const time = dateTimeFormat(locale, { timeStyle: 'short' }).format(expiresAt);
  return <Note type="notice">{t('checkout.summary.hold', { minutes, time })}</Note>;
}

/** Asks first; a member's checkout is cancelled at once (the place is freed), a guest's simply runs out. */
function useCancelAndLeave(ref: CheckoutRef, back: string) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { search } = useLocation();
  const cancel = useCancelCheckout(ref.member ? ref.id : '');
  return async () => {
    const done = await confirm({
      title: t('checkout.summary.cancelTitle'),
      message: t('checkout.summary.cancelMessage'),
      confirmLabel: t('checkout.summary.cancelConfirm'),
      cancelLabel: t('checkout.summary.cancelKeep'),
      onConfirm: async () => {
        if (ref.member) await cancel.mutateAsync();
        return true;
      },
    });
    if (done) void navigate(withStickyQuery(back, search));
  };
}

function PayActions({
  checkout,
  refOf,
  paths,
}: {
  checkout: Checkout;
  refOf: CheckoutRef;
  paths: CheckoutSummaryPaths;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const authenticate = useAuthenticateCheckout(refOf);
  const cancel = useCancelAndLeave(refOf, paths.back);
  const pay = () =>
    authenticate.mutate(checkout.paymentMethod ?? undefined, {
      onSuccess: ({ redirectUrl }) => {
        if (redirectUrl) providerPage.open(redirectUrl);
        else void navigate(withStickyQuery(paths.success, search));
      },
    });
  return (
    <>
      {authenticate.error ? <ErrorMessages errors={checkoutError(authenticate.error)} /> : null}
      <div className={styles.actions}>
        <Button loading={authenticate.isPending || authenticate.isSuccess} onClick={pay}>
          {t('checkout.summary.payNow')}
        </Button>
        <Button variant="secondary" disabled={authenticate.isPending} onClick={() => void cancel()}>
          {t('checkout.summary.cancel')}
        </Button>
      </div>
    </>
  );
}

/** A checkout that can no longer be paid: already paid, or given up, failed or run out. */
function Settled({ checkout, paths }: { checkout: Checkout; paths: CheckoutSummaryPaths }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (checkout.status === 'FINALIZED') {
    return (
      <StatusMessage
        level={2}
        title={t('checkout.summary.paidTitle')}
        action={<ButtonLink to={withStickyQuery(paths.success, search)}>{t('checkout.summary.showOrder')}</ButtonLink>}
      />
    );
  }
  return (
    <StatusMessage
      level={2}
      title={t('checkout.summary.closedTitle')}
      message={t('checkout.summary.closedMessage')}
      action={<ButtonLink to={withStickyQuery(paths.back, search)}>{t('checkout.summary.startAgain')}</ButtonLink>}
    />
  );
}

/** SummaryOffer: what is bought, the voucher's discount, the total, how long the place is held; Pay now or Cancel. */
export function CheckoutSummary({ checkoutId, kind, paths, children }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const ref = checkoutRefOf(checkoutId);
  const checkout = useCheckout(ref, kind);
  if (checkout.error) {
    return (
      <ErrorList
        title={t('checkout.summary.loadError')}
        errors={[checkout.error]}
        action={<Link to={withStickyQuery(paths.back, search)}>{t('checkout.summary.startAgain')}</Link>}
      />
    );
  }
  if (!checkout.data) return <BlockSpinner label={t('common.loading')} />;
  const open = checkout.data.status === 'CREATED' || checkout.data.status === 'PENDING';
  return (
    <>
      {children}
      <section className={styles.panel} aria-labelledby="checkout-order">
        <h2 id="checkout-order" className={styles.heading}>
          {t('checkout.summary.order')}
        </h2>
        <CheckoutLines checkout={checkout.data} />
        {checkout.data.paymentMethod ? (
          <p className={styles.meta}>
            {t('checkout.summary.paymentMethod', {
              method: t(`checkout.paymentTypes.${checkout.data.paymentMethod}`),
            })}
          </p>
        ) : null}
      </section>
      {open ? (
        <>
          <HoldHint checkout={checkout.data} />
          <PayActions checkout={checkout.data} refOf={ref} paths={paths} />
        </>
      ) : (
        <Settled checkout={checkout.data} paths={paths} />
      )}
    </>
  );
}
