import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { clearChosenSlot } from '../../lib/booking-cart.ts';
import { downloadCalendarFile } from '../../lib/download-calendar-file.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList, errorMessageOf } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import type { GuestSuccessState } from './booking-contact-screen.tsx';
import styles from './booking-flow.module.css';
import { FlowPage } from './flow-frame.tsx';
import type { Place } from './place.ts';
import { PlaceSummary } from './place-summary.tsx';
import { useBookedPlace } from './use-booked-place.ts';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

function isGuestSuccess(state: unknown): state is GuestSuccessState {
  return typeof state === 'object' && state !== null && 'email' in state && 'confirmUntil' in state;
}

function MemberActions({ item }: { item: Place }) {
  const { t } = useTranslation();
  const myBookings = useStickyTo('/me/bookings');
  const addToCalendar = () =>
    downloadCalendarFile(item.id, item.name).catch((failure: unknown) =>
      notifications.notify({
        type: 'error',
        title: t('booking.actions.addToCalendar'),
        content: errorMessageOf(failure, t),
      }),
    );
  return (
    <div className={styles.actions}>
      {item.participantStatus === 'BOOKED' ? (
        <Button variant="secondary" onClick={addToCalendar}>
          {t('booking.actions.addToCalendar')}
        </Button>
      ) : null}
      <ButtonLink to={myBookings}>{t('flow.success.myBookings')}</ButtonLink>
    </div>
  );
}

function formatUntil(until: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(until));
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
  const time = until ? formatUntil(until, locale, place.data?.studio.zoneId ?? timeZone) : '';
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

function BookedPlace({ id }: { id: string }) {
  return useMemberCalls() ? <MemberPlace id={id} /> : <GuestPlace id={id} />;
}

/** Success: the booked place (or waiting-list position), with the calendar file; a guest is told to confirm. */
export function BookingSuccessScreen() {
  const { checkoutId = '' } = useParams();
  // Cleared here, not when booking: the booking step would take an emptied cart for a missing slot and redirect.
  useEffect(() => clearChosenSlot(), []);
  return <FlowPage>{() => <BookedPlace id={checkoutId} />}</FlowPage>;
}
