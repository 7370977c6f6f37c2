import type { listAggregatedCurrentCalendarItems } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime, formatDateTimeRange } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import styles from './my-bookings.module.css';

export type Booking = ClientAnswer<typeof listAggregatedCurrentCalendarItems>[number];

interface BookingCardProps {
  booking: Booking;
  onCancel?: (booking: Booking) => void;
  onAddToCalendar?: (booking: Booking) => void;
}

/** Cancelled by the member, or the class called off by the studio: shown as such, with nothing left to do. */
export function isCancelled(booking: Booking): boolean {
  return booking.participantStatus === 'CANCELED' || booking.appointmentStatus === 'CANCELED';
}

function statusText(booking: Booking, t: TFunction): string {
  if (booking.participantStatus !== 'CANCELED' && booking.appointmentStatus === 'CANCELED') {
    return t('booking.schedule.state.CANCELED');
  }
  return booking.participantStatus === 'WAITING_LIST'
    ? t('booking.status.WAITING_LIST', { position: booking.waitingListPosition ?? '' })
    : t(`booking.status.${booking.participantStatus}`);
}

function StatusTag({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const text = statusText(booking, t);
  return (
    <Tag size="small" highlighted={booking.participantStatus === 'BOOKED'}>
      {text}
    </Tag>
  );
}

/** Until when a place can be cancelled online, as the studio's wall clock shows it. */
export function formatCancelDeadline(booking: Booking, locale: string): string {
  return formatDateTime(booking.cancelableUntil, locale, booking.studio.zoneId);
}

function isCancellationClosed(booking: Booking): boolean {
  return booking.participantStatus === 'BOOKED' && new Date(booking.cancelableUntil) < new Date();
}

/** One place in the member's calendar, with what can be done with it. */
export function BookingCard({ booking, onCancel, onAddToCalendar }: BookingCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = formatDateTimeRange(booking.startDateTime, booking.endDateTime, locale, booking.studio.zoneId);
  const where = [booking.location, booking.studio.name].filter(Boolean).join(' · ');
  const actionable = !isCancelled(booking) && (onCancel || onAddToCalendar);
  return (
    <li className={styles.card} data-cancelled={isCancelled(booking) || undefined}>
      <div className={styles.heading}>
        <h3 className={styles.name}>{booking.name}</h3>
        <span className={styles.tags}>
          <Tag size="small">{t(`flow.myBookings.itemType.${booking.itemType}`)}</Tag>
          <StatusTag booking={booking} />
        </span>
      </div>
      <p className={styles.when}>{when}</p>
      <p className={styles.meta}>{where}</p>
      {booking.employees.length > 0 ? (
        <p className={styles.meta}>{t('booking.item.trainer', { names: booking.employees.join(', ') })}</p>
      ) : null}
      {booking.ticket.contingentName ? (
        <p className={styles.meta}>{t('booking.item.contingent', { name: booking.ticket.contingentName })}</p>
      ) : null}
      {actionable ? (
        <div className={styles.actions}>
          {onAddToCalendar && booking.participantStatus === 'BOOKED' ? (
            <Button variant="secondary" size="s" onClick={() => onAddToCalendar(booking)}>
              {t('booking.actions.addToCalendar')}
            </Button>
          ) : null}
          {onCancel && isCancellationClosed(booking) ? (
            <p className={styles.note}>
              {t('booking.cancel.closed', { deadline: formatCancelDeadline(booking, locale) })}
            </p>
          ) : null}
          {onCancel && !isCancellationClosed(booking) ? (
            <Button variant="secondary" size="s" onClick={() => onCancel(booking)}>
              {booking.participantStatus === 'WAITING_LIST'
                ? t('booking.actions.leaveWaitingList')
                : t('booking.actions.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
