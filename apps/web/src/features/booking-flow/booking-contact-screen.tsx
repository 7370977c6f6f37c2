import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import styles from './booking-flow.module.css';
import { ContactForm } from './contact-form.tsx';
import { toCustomerData } from './contact-schema.ts';
import { type FlowContext, FlowStep, StickyRedirect } from './flow-frame.tsx';
import type { GuestPlace } from './place.ts';
import { SlotSummary } from './slot-summary.tsx';
import { type GuestOption, useGuestBooking } from './use-guest-booking.ts';
import { useLeadConfig } from './use-lead-config.ts';
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

function isGuestOption(offerId: string | undefined): offerId is GuestOption {
  return offerId === 'trial' || offerId === 'free';
}

/** Contact (guests choosing TRIAL or FREE): their customer data, then the guest booking of the kind. */
export function BookingContactScreen() {
  const { t } = useTranslation();
  const { offerId } = useParams();
  const timeZone = useStudioTimeZone();
  return (
    <FlowStep>
      {(context) =>
        isGuestOption(offerId) ? (
          <>
            <h1 className={styles.title}>{t('flow.contact.heading')}</h1>
            <SlotSummary slot={context.slot} timeZone={timeZone} />
            <GuestContact context={context} option={offerId} />
          </>
        ) : (
          <StickyRedirect to={context.flow.base} />
        )
      }
    </FlowStep>
  );
}
