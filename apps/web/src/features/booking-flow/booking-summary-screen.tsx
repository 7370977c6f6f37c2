import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useTenant } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useBookSlot } from './api/use-book-slot.ts';
import { type SlotBookingOption, useBookingOptions } from './api/use-booking-options.ts';
import { useMasterDataValidation } from './api/use-master-data-validation.ts';
import styles from './booking-flow.module.css';
import { type FlowContext, FlowStep } from './flow-frame.tsx';
import { checkoutKindOf } from './offer-checkout.ts';
import { OptionDetails } from './option-details.tsx';
import type { Place } from './place.ts';
import { SlotSummary } from './slot-summary.tsx';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

/** What cancelling costs: free until the deadline, and a contingent's visit goes back. */
function CancellationTerms({ option, timeZone }: { option: SlotBookingOption; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!option.cancelableUntil) return null;
  const deadline = formatDateTime(option.cancelableUntil, locale, timeZone);
  return (
    <Note type="notice">
      {t('flow.summary.cancelUntil', { deadline })}
      {option.type === 'CONTINGENT' ? ` ${t('flow.summary.refund')}` : ''}
    </Note>
  );
}

/** The member's master data must be complete before booking (masterdata/validate). */
function MasterDataProblems({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <section aria-labelledby="master-data-problems">
      <Note type="warning">
        <span id="master-data-problems">{t('flow.summary.masterData')}</span>
      </Note>
      <ul className={styles.problems}>
        {fields.map((field) => (
          <li key={field}>{t(`flow.summary.field.${field}`, { defaultValue: field })}</li>
        ))}
      </ul>
      <Link to={withStickyQuery('/me/settings/profile', search)}>{t('flow.summary.toProfile')}</Link>
    </section>
  );
}

function BookAction({ context, option }: { context: FlowContext; option: SlotBookingOption }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const tenant = useTenant();
  const validation = useMasterDataValidation(context.flow.kind, tenant);
  const booking = useBookSlot();
  const problems = validation.data?.errors.map((error) => error.field) ?? [];
  const booked = (item: Place) => {
    void navigate(withStickyQuery(`${context.flow.base}/success/${item.id}`, search));
  };
  return (
    <>
      {problems.length > 0 ? <MasterDataProblems fields={problems} /> : null}
      {booking.error ? <ErrorMessages errors={shownError(booking.error)} /> : null}
      <div className={styles.actions}>
        <Button
          loading={booking.isPending}
          disabled={validation.isPending || problems.length > 0}
          onClick={() => booking.mutate({ slot: context.slot, option }, { onSuccess: booked })}
        >
          {t(context.slot.waitingList ? 'flow.summary.joinWaitingList' : 'flow.summary.book')}
        </Button>
        <Link to={withStickyQuery(context.flow.base, search)}>{t('flow.summary.back')}</Link>
      </div>
    </>
  );
}

function OptionSummary({ context, optionId }: { context: FlowContext; optionId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const timeZone = useStudioTimeZone();
  const options = useBookingOptions(context.slot, context.member);
  const option = options.data?.find((candidate) => candidate.id === optionId);
  return (
    <>
      <h1 className={styles.title}>{t('flow.summary.title')}</h1>
      <SlotSummary slot={context.slot} timeZone={timeZone} />
      {options.error ? <ErrorList title={t('flow.start.loadError')} errors={[options.error]} /> : null}
      {options.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {options.data && !option ? (
        <StatusMessage
          level={2}
          title={t('flow.summary.unknownOption')}
          action={<Link to={withStickyQuery(context.flow.base, search)}>{t('flow.summary.back')}</Link>}
        />
      ) : null}
      {option ? (
        <>
          <section className={styles.slot} aria-label={t('flow.summary.option')}>
            <OptionDetails option={option} timeZone={timeZone} />
          </section>
          <CancellationTerms option={option} timeZone={timeZone} />
          <BookAction context={context} option={option} />
        </>
      ) : null}
    </>
  );
}

/** SummaryOffer: the slot and the checkout holding it (its price, voucher and total), Pay now or Cancel. */
function OfferSummary({ context, checkoutId }: { context: FlowContext; checkoutId: string }) {
  const { t } = useTranslation();
  const timeZone = useStudioTimeZone();
  const { CheckoutSummary } = useCheckoutParts();
  const { base } = context.flow;
  return (
    <>
      <h1 className={styles.title}>{t('checkout.summary.title')}</h1>
      <CheckoutSummary
        checkoutId={checkoutId}
        kind={checkoutKindOf(context.flow.kind)}
        paths={{ success: `${base}/success/${encodeURIComponent(checkoutId)}`, back: base }}
      >
        <SlotSummary slot={context.slot} timeZone={timeZone} />
      </CheckoutSummary>
    </>
  );
}

/** SummaryOption (members): the slot, the chosen option, what cancelling costs, and Book; or SummaryOffer. */
export function BookingSummaryScreen() {
  const { optionId, checkoutId } = useParams();
  return (
    <FlowStep>
      {(context) =>
        checkoutId ? (
          <OfferSummary context={context} checkoutId={checkoutId} />
        ) : (
          <OptionSummary context={context} optionId={optionId ?? ''} />
        )
      }
    </FlowStep>
  );
}
