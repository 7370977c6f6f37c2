import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/intl.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { EventAppointment } from './api/use-studio-events.ts';
import { AvailabilityLabel } from './availability-label.tsx';
import { availabilityOf, isBookable } from './event-availability.ts';
import { whenText } from './event-format.ts';
import styles from './events.module.css';

interface EventDateRowProps {
  appointment: EventAppointment;
  timeZone: string;
  now: Date;
  /** A member blocked after no-shows sees the dates but cannot start a booking. */
  blocked: boolean;
  onChoose: (appointment: EventAppointment) => void;
}

function DateAction({ appointment, timeZone, now, blocked, onChoose }: EventDateRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const myBookings = useStickyTo('/me/bookings');
  const availability = availabilityOf(appointment, now);
  if (availability.kind === 'BOOKED' || availability.kind === 'WAITING_LIST') {
    return (
      <ButtonLink size="s" variant="secondary" to={myBookings}>
        {t('events.myBookings')}
      </ButtonLink>
    );
  }
  if (!isBookable(availability)) return null;
  // The date is read out after the visible label, so every row's button has a name of its own.
  const date = formatDate(appointment.startDateTime, locale, timeZone);
  return (
    <Button size="s" disabled={blocked} onClick={() => onChoose(appointment)}>
      {t(availability.kind === 'AVAILABLE' ? 'events.book' : 'events.join')}{' '}
      <span className="visually-hidden">{date}</span>
    </Button>
  );
}

/** One date of an event: when and where, how full, and Book or Join waiting list. */
export function EventDateRow(props: EventDateRowProps) {
  const { appointment, timeZone, now } = props;
  const locale = useLocale();
  const availability = availabilityOf(appointment, now);
  const details = [appointment.location, ...appointment.employees].filter(Boolean).join(' · ');
  return (
    <li className={styles.dateRow} data-state={availability.kind}>
      <div>
        <p className={styles.when}>{whenText(appointment, locale, timeZone)}</p>
        {details ? <p className={styles.muted}>{details}</p> : null}
      </div>
      <div className={styles.availability}>
        <AvailabilityLabel availability={availability} timeZone={timeZone} />
      </div>
      <div className={styles.action}>
        <DateAction {...props} />
      </div>
    </li>
  );
}
