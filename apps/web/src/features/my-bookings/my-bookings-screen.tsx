import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingsView } from '../../lib/calendar-items.ts';
import { downloadCalendarFile } from '../../lib/download-calendar-file.ts';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useCancelBooking, useCancellationRule } from './api/use-cancel-booking.ts';
import { useMyBookings } from './api/use-my-bookings.ts';
import { type Booking, BookingCard, formatCancelDeadline } from './booking-card.tsx';
import styles from './my-bookings.module.css';

/** Asks before cancelling, and says until when a booked place can be cancelled (spec 000: cancellation rule info). */
function useCancelWithConfirm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const cancel = useCancelBooking();
  const ruleOf = useCancellationRule();
  return async (booking: Booking) => {
    // The rule info is the server's word on the deadline; the listed item's copy stands in if it cannot be read.
    const rule = await ruleOf(booking.id).catch(() => undefined);
    const deadline = formatCancelDeadline(
      { ...booking, ...(rule ? { cancelableUntil: rule.cancelableUntil } : {}) },
      locale,
    );
    const waiting = booking.participantStatus === 'WAITING_LIST';
    const refund =
      rule?.refundsContingent && booking.ticket.contingentName
        ? ` ${t('flow.myBookings.refund', { name: booking.ticket.contingentName })}`
        : '';
    const done = await confirm({
      title: waiting ? t('booking.cancel.leaveTitle') : t('booking.cancel.title'),
      message: waiting
        ? t('booking.cancel.leaveMessage', { course: booking.name })
        : `${t('booking.cancel.message', { course: booking.name, deadline })}${refund}`,
      confirmLabel: waiting ? t('booking.cancel.leaveConfirm') : t('booking.cancel.confirm'),
      cancelLabel: t('booking.cancel.keep'),
      onConfirm: () => cancel.mutateAsync(booking.id),
    });
    if (done) notifications.notify({ type: 'success', title: t('booking.cancel.done'), content: booking.name });
  };
}

function BookingList({ view }: { view: BookingsView }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useMyBookings(view);
  const cancel = useCancelWithConfirm();
  const addToCalendar = (booking: Booking) =>
    downloadCalendarFile(booking.id, booking.name).catch((failure: unknown) =>
      notifications.notify({ type: 'error', title: t('booking.actions.addToCalendar'), content: String(failure) }),
    );
  if (error) {
    return (
      <ErrorList
        title={t('booking.myBookings.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!data) return <BlockSpinner label={t('common.loading')} />;
  if (data.length === 0) {
    return (
      <p className={styles.empty}>
        {t(view === 'current' ? 'booking.myBookings.emptyCurrent' : 'booking.myBookings.emptyPast')}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((booking) => (
        <BookingCard
          key={booking.id}
          booking={booking}
          {...(view === 'current' ? { onCancel: cancel, onAddToCalendar: addToCalendar } : {})}
        />
      ))}
    </ul>
  );
}

/** My bookings (/me/bookings): upcoming places with cancel and calendar download, and the past ones. */
export function MyBookingsScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<BookingsView>('current');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.myBookings')}</h1>
      <Tabs
        label={t('booking.myBookings.tabsLabel')}
        value={view}
        onChange={(value) => setView(value as BookingsView)}
        tabs={[
          { value: 'current', title: t('booking.myBookings.current') },
          { value: 'past', title: t('booking.myBookings.past') },
        ]}
      />
      <div
        role="tabpanel"
        aria-label={t(view === 'current' ? 'booking.myBookings.current' : 'booking.myBookings.past')}
      >
        <BookingList view={view} />
      </div>
    </div>
  );
}
