import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useDayTicketReservation } from './api/use-day-ticket-reservation.ts';
import { LIST_PAGE, type ProductFlowPath } from './product-flow.ts';
import { ProductPage } from './product-frame.tsx';
import styles from './products.module.css';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The reservation the address names: the ticket, its day and what to pay at the desk; or that there is none. */
function ReservationOutcome({ flow }: { flow: ProductFlowPath }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { leadId } = useParams();
  const reservation = useDayTicketReservation(leadId);
  const listPage = keepStickyQuery(`${flow.studioPrefix}/${LIST_PAGE[flow.kind]}`, search);
  if (reservation.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (reservation.error && !isNotFound(reservation.error)) {
    return <ErrorList title={t('products.payLater.loadError')} errors={[reservation.error]} />;
  }
  if (!reservation.data) {
    return (
      <StatusMessage
        title={t('products.payLater.notFoundTitle')}
        message={t('products.payLater.notFoundMessage')}
        action={<ButtonLink to={listPage}>{t('products.flow.backTo.day-ticket')}</ButtonLink>}
      />
    );
  }
  const { name, validOn, price } = reservation.data;
  return (
    <StatusMessage
      title={t('products.payLater.successTitle')}
      message={t('products.payLater.successDetails', {
        ticket: name,
        day: formatDay(validOn, locale),
        price: formatPrice(price, locale),
      })}
      action={
        <div className={styles.actions}>
          <ButtonLink to={keepStickyQuery(flow.studioPrefix, search)}>{t('products.payLater.toStudio')}</ButtonLink>
        </div>
      }
    />
  );
}

/** The day ticket is reserved; the guest pays at the desk and has the confirmation by mail. */
export function PayLaterSuccessScreen() {
  return <ProductPage>{(flow) => <ReservationOutcome flow={flow} />}</ProductPage>;
}

export function PayLaterFailureScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <ProductPage>
      {(flow) => (
        <StatusMessage
          title={t('products.payLater.failureTitle')}
          message={t('products.payLater.failureMessage')}
          action={
            <div className={styles.actions}>
              <ButtonLink to={keepStickyQuery(flow.base, search)}>{t('products.payLater.retry')}</ButtonLink>
              <ButtonLink
                variant="secondary"
                to={keepStickyQuery(`${flow.studioPrefix}/${LIST_PAGE[flow.kind]}`, search)}
              >
                {t('products.flow.backTo.day-ticket')}
              </ButtonLink>
            </div>
          }
        />
      )}
    </ProductPage>
  );
}
