import { ApiError } from '@motus/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { clearChosenSlot } from '../../lib/booking-cart.ts';
import { forgetCheckoutDraft } from '../../lib/checkout-draft.ts';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { checkoutRefOf } from '../../lib/checkout-ref.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { bookedPlaceQueryOptions, useBookedPlace } from './api/use-booked-place.ts';
import type { GuestSuccessState } from './booking-contact-screen.tsx';
import styles from './booking-flow.module.css';
import { CheckoutOutcomePage } from './checkout-outcome-page.tsx';
import { FlowPage } from './flow-frame.tsx';
import type { FlowPath } from './flow-path.ts';
import { MemberActions } from './member-actions.tsx';
import { checkoutKindOf } from './offer-checkout.ts';
import { PlaceSummary } from './place-summary.tsx';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

function isGuestSuccess(state: unknown): state is GuestSuccessState {
  return typeof state === 'object' && state !== null && 'email' in state && 'confirmUntil' in state;
}

/**
 * A guest's place waits for the mailed link to be opened. The booking's answer says where the link went; after a
 * reload only the place itself is left to tell until when.
 */
function GuestPlace({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state } = useLocation();
  const timeZone = useStudioTimeZone();
  const sent = isGuestSuccess(state) ? state : undefined;
  const place = useBookedPlace(id, false);
  if (!sent && place.error) return <ErrorList title={t('flow.success.loadError')} errors={[place.error]} />;
  if (!sent && !place.data) return <BlockSpinner label={t('common.loading')} />;
  const until = sent?.confirmUntil ?? place.data?.confirmUntil;
  const time = until ? formatDateTime(until, locale, place.data?.studio.zoneId ?? timeZone) : '';
  return (
    <>
      <h1 className={styles.title}>{t('flow.success.guestTitle')}</h1>
      {place.data ? <PlaceSummary item={place.data} /> : null}
      <p className={styles.when}>
        {sent
          ? t('flow.success.guestMail', { email: sent.email, time })
          : t('flow.success.guestMailNoAddress', { time })}
      </p>
    </>
  );
}

function MemberPlace({ id }: { id: string }) {
  const { t } = useTranslation();
  const place = useBookedPlace(id, true);
  if (place.error) return <ErrorList title={t('flow.success.loadError')} errors={[place.error]} />;
  if (!place.data) return <BlockSpinner label={t('common.loading')} />;
  const item = place.data;
  return (
    <>
      <h1 className={styles.title}>
        {t(item.participantStatus === 'WAITING_LIST' ? 'flow.success.waitingTitle' : 'flow.success.title')}
      </h1>
      <PlaceSummary item={item} />
      <MemberActions item={item} />
    </>
  );
}

/**
 * A member's success path names either the place of a free booking or the checkout of a paid one (both UUIDs). The
 * booking step leaves its place for this page; arriving otherwise (the provider's return, a reload), the checkout is
 * asked for first, and a 404 means a place.
 */
function MemberSuccess({ flow, id }: { flow: FlowPath; id: string }) {
  const justBooked = useQueryClient().getQueryData(bookedPlaceQueryOptions(id, true).queryKey) !== undefined;
  return justBooked ? <MemberPlace id={id} /> : <MemberCheckoutOrPlace flow={flow} id={id} />;
}

function MemberCheckoutOrPlace({ flow, id }: { flow: FlowPath; id: string }) {
  const { t } = useTranslation();
  const { useCheckout } = useCheckoutParts();
  const checkout = useCheckout({ member: true, id }, checkoutKindOf(flow.kind));
  if (checkout.data) return <CheckoutOutcomePage flow={flow} checkoutId={id} member />;
  if (checkout.error instanceof ApiError && checkout.error.status === 404) return <MemberPlace id={id} />;
  if (checkout.error) return <ErrorList title={t('flow.success.loadError')} errors={[checkout.error]} />;
  return <BlockSpinner label={t('common.loading')} />;
}

/** A guest's paid checkout is named by its public token, their free place by its UUID. */
function SuccessOf({ flow, id }: { flow: FlowPath; id: string }) {
  const member = useMemberCalls();
  if (!checkoutRefOf(id).member) return <CheckoutOutcomePage flow={flow} checkoutId={id} member={member} />;
  return member ? <MemberSuccess flow={flow} id={id} /> : <GuestPlace id={id} />;
}

/**
 * Success: the booked place (or waiting-list position), with the calendar file; a guest is told to confirm. A paid
 * place shows its checkout's outcome.
 */
export function BookingSuccessScreen() {
  const { checkoutId = '' } = useParams();
  // Cleared here, not when booking: the booking step would take an emptied cart for a missing slot and redirect.
  useEffect(() => {
    clearChosenSlot();
    forgetCheckoutDraft();
  }, []);
  return <FlowPage>{(flow) => <SuccessOf flow={flow} id={checkoutId} />}</FlowPage>;
}
