import type { PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { type SlotBookingOption, useBookingOptions } from './api/use-booking-options.ts';
import styles from './booking-flow.module.css';
import { type FlowContext, FlowStep, StickyRedirect } from './flow-frame.tsx';
import { offerCheckoutRequest, offerPaths } from './offer-checkout.ts';
import { SlotSummary } from './slot-summary.tsx';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

function OfferPayment({ context, offer }: { context: FlowContext; offer: SlotBookingOption }) {
  const { flow, slot, member } = context;
  const { PaymentStep, useStartCheckout } = useCheckoutParts();
  const checkout = useStartCheckout(member, {
    flow: flow.base,
    payment: offerPaths.payment(flow.base, offer.id),
    summary: (checkoutId) => offerPaths.summary(flow.base, offer.id, checkoutId),
  });
  const { contact } = checkout;
  if (!member && !contact) return <StickyRedirect to={offerPaths.contact(flow.base, offer.id)} />;
  const pay = (paymentMethod: PaymentMethodType, voucherCode: string | undefined) => {
    const purchase = { paymentMethod, voucherCode, expectedTotal: offer.price, returnTo: checkout.returnTo, contact };
    checkout.start(offerCheckoutRequest(slot, purchase));
  };
  return (
    <PaymentStep
      studioId={slot.studioId}
      total={offer.price}
      creating={checkout.creating}
      failure={checkout.failure}
      onCreate={pay}
    />
  );
}

function OfferStep({ context, offerId }: { context: FlowContext; offerId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const timeZone = useStudioTimeZone();
  const options = useBookingOptions(context.slot, context.member);
  const offer = options.data?.find((option) => option.id === offerId && option.type === 'OFFER');
  return (
    <>
      <h1 className={styles.title}>{t('checkout.payment.heading')}</h1>
      <SlotSummary slot={context.slot} timeZone={timeZone} />
      {options.error ? <ErrorList title={t('flow.start.loadError')} errors={[options.error]} /> : null}
      {options.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {options.data && !offer ? (
        <StatusMessage
          level={2}
          title={t('checkout.payment.unknownOffer')}
          action={<Link to={withStickyQuery(context.flow.base, search)}>{t('flow.summary.back')}</Link>}
        />
      ) : null}
      {offer ? <OfferPayment context={context} offer={offer} /> : null}
    </>
  );
}

/** Payment (paid options): how to pay and an optional voucher; Continue creates the checkout holding the place. */
export function BookingPaymentScreen() {
  const { offerId = '' } = useParams();
  return <FlowStep>{(context) => <OfferStep context={context} offerId={offerId} />}</FlowStep>;
}
