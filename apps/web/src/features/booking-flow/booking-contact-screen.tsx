import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { rememberCheckoutDraft } from '../../lib/checkout-draft.ts';
import { useLocale } from '../../lib/i18n.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { type GuestOption, useGuestBooking } from './api/use-guest-booking.ts';
import { useLeadConfig } from './api/use-lead-config.ts';
import styles from './booking-flow.module.css';
import { ContactForm } from './contact-form.tsx';
import { toCustomerData } from './contact-schema.ts';
import { type FlowContext, FlowStep, StickyRedirect } from './flow-frame.tsx';
import { offerPaths } from './offer-checkout.ts';
import type { GuestPlace } from './place.ts';
import { SlotSummary } from './slot-summary.tsx';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

/** What the success page tells a guest: where the confirmation link went. */
export interface GuestSuccessState {
  email: string;
  confirmUntil: string;
}

function GuestContact({ context, option }: { context: FlowContext; option: GuestOption }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { studio } = useCurrentStudio();
  const lead = useLeadConfig(context.slot, option);
  const booking = useGuestBooking();
  if (lead.error) {
    return (
      <ErrorList
        title={t('flow.contact.loadError')}
        errors={[lead.error]}
        action={<Button onClick={() => lead.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!lead.data) return <BlockSpinner label={t('common.loading')} />;
  const required = lead.data.requiredFields;
  const booked = (answer: GuestPlace) => {
    const state: GuestSuccessState = { email: answer.email, confirmUntil: answer.confirmUntil };
    void navigate(withStickyQuery(`${context.flow.base}/success/${answer.calendarItemId}`, search), { state });
  };
  return (
    <FormCard title={t('flow.contact.title')}>
      <p className={styles.meta}>{t('flow.contact.intro')}</p>
      <ContactForm
        required={required}
        submitLabel={t(option === 'trial' ? 'flow.contact.submitTrial' : 'flow.contact.submit')}
        loading={booking.isPending}
        failure={booking.error}
        onSubmit={(values) => {
          const countryCode = studio?.address.countryCode ?? 'DE';
          const customerData = toCustomerData(values, required, { countryCode, locale });
          booking.mutate({ slot: context.slot, option, customerData }, { onSuccess: booked });
        }}
      />
    </FormCard>
  );
}

/** A guest buying a paid place: name and e-mail for the receipt, kept for the payment step. */
function OfferContact({ context, offerId }: { context: FlowContext; offerId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { studio } = useCurrentStudio();
  const paymentPath = offerPaths.payment(context.flow.base, offerId);
  return (
    <FormCard title={t('flow.contact.title')}>
      <p className={styles.meta}>{t('checkout.contact.intro')}</p>
      <ContactForm
        required={[]}
        submitLabel={t('checkout.contact.submit')}
        loading={false}
        failure={null}
        onSubmit={(values) => {
          const countryCode = studio?.address.countryCode ?? 'DE';
          const contact = toCustomerData(values, [], { countryCode, locale });
          rememberCheckoutDraft({ flow: context.flow.base, paymentPath, contact });
          void navigate(withStickyQuery(paymentPath, search));
        }}
      />
    </FormCard>
  );
}

function isGuestOption(offerId: string | undefined): offerId is GuestOption {
  return offerId === 'trial' || offerId === 'free';
}

const isOffer = (offerId: string | undefined): offerId is string => offerId?.startsWith('offer-') ?? false;

function ContactStep({ context, offerId }: { context: FlowContext; offerId: string | undefined }) {
  const { t } = useTranslation();
  const timeZone = useStudioTimeZone();
  if (isOffer(offerId) && context.member) return <StickyRedirect to={offerPaths.payment(context.flow.base, offerId)} />;
  if (!isOffer(offerId) && !isGuestOption(offerId)) return <StickyRedirect to={context.flow.base} />;
  return (
    <>
      <h1 className={styles.title}>{t('flow.contact.heading')}</h1>
      <SlotSummary slot={context.slot} timeZone={timeZone} />
      {isGuestOption(offerId) ? (
        <GuestContact context={context} option={offerId} />
      ) : (
        <OfferContact context={context} offerId={offerId} />
      )}
    </>
  );
}

/** Contact (guests): their customer data, then the guest booking of TRIAL or FREE, or the payment of an offer. */
export function BookingContactScreen() {
  const { offerId } = useParams();
  return <FlowStep>{(context) => <ContactStep context={context} offerId={offerId} />}</FlowStep>;
}
