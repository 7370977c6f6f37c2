import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime, formatDateTimeRange, formatTimeRange } from '../../lib/intl.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import { type AppointmentState, isChoosable, type ScheduledAppointment } from './appointment-state.ts';
import styles from './course-schedule.module.css';

interface AppointmentRowProps {
  appointment: ScheduledAppointment;
  state: AppointmentState;
  timeZone: string;
  onChoose: (appointment: ScheduledAppointment) => void;
  /** The detail page lists several days: the date goes with the time. */
  withDate?: boolean;
  /** Where the course name leads (its detail page); the detail page itself gives none. */
  courseLink?: To | undefined;
}

function timeRange(appointment: ScheduledAppointment, locale: string, timeZone: string, withDate: boolean): string {
  const format = withDate ? formatDateTimeRange : formatTimeRange;
  return format(appointment.startDateTime, appointment.endDateTime, locale, timeZone);
}

function Availability({ state, timeZone }: { state: AppointmentState; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (state.kind) {
    case 'AVAILABLE':
      return <span>{t('booking.schedule.placesLeft', { count: state.placesLeft })}</span>;
    case 'WAITING_LIST_OPEN':
      return <span>{t('booking.schedule.fullWithWaitingList', { count: state.waiting })}</span>;
    case 'NOT_YET_OPEN': {
      const opensAt = formatDateTime(state.opensAt, locale, timeZone);
      return <span>{t('booking.schedule.opensAt', { when: opensAt })}</span>;
    }
    case 'BOOKED':
      return (
        <Tag size="small" highlighted>
          {t('booking.status.BOOKED')}
        </Tag>
      );
    case 'WAITING_LIST':
      return <Tag size="small">{t('booking.status.WAITING_LIST', { position: state.position ?? '' })}</Tag>;
    default:
      return <span>{t(`booking.schedule.state.${state.kind}`)}</span>;
  }
}

function RowAction({ appointment, state, onChoose }: Pick<AppointmentRowProps, 'appointment' | 'state' | 'onChoose'>) {
  const { t } = useTranslation();
  const myBookings = useStickyTo('/me/bookings');
  if (isChoosable(state)) {
    // The course name is read out after the visible label, so every row's button has a name of its own.
    return (
      <Button size="s" onClick={() => onChoose(appointment)}>
        {t(state.kind === 'AVAILABLE' ? 'booking.schedule.book' : 'booking.schedule.join')}{' '}
        <span className="visually-hidden">{appointment.name}</span>
      </Button>
    );
  }
  if (state.kind === 'BOOKED' || state.kind === 'WAITING_LIST') {
    return (
      <ButtonLink size="s" variant="secondary" to={myBookings}>
        {t('booking.schedule.manage')}
      </ButtonLink>
    );
  }
  return null;
}

function StreamInfo({ appointment }: { appointment: ScheduledAppointment }) {
  const { t } = useTranslation();
  if (appointment.appointmentMeetingType !== 'STREAM') return null;
  const url = appointment.stream?.url;
  return (
    <span className={styles.stream}>
      <Tag size="small">{t('booking.schedule.stream')}</Tag>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('booking.schedule.joinStream')}
        </a>
      ) : null}
    </span>
  );
}

/** One appointment: time, course, room and trainer, how full it is, and what the viewer can do. */
export function AppointmentRow(props: AppointmentRowProps) {
  const { appointment, state, timeZone, withDate = false, courseLink } = props;
  const locale = useLocale();
  const details = [appointment.location, ...appointment.employees].filter(Boolean).join(' · ');
  return (
    <li className={styles.row} data-state={state.kind}>
      <span className={styles.time}>{timeRange(appointment, locale, timeZone, withDate)}</span>
      <div className={styles.course}>
        <span className={styles.swatch} style={{ background: appointment.colorHex ?? undefined }} aria-hidden />
        <div>
          <h3 className={styles.name}>
            {courseLink ? <Link to={courseLink}>{appointment.name}</Link> : appointment.name}
          </h3>
          {details ? <p className={styles.details}>{details}</p> : null}
          <StreamInfo appointment={appointment} />
        </div>
      </div>
      <div className={styles.availability}>
        <Availability state={state} timeZone={timeZone} />
      </div>
      <div className={styles.action}>
        <RowAction {...props} />
      </div>
    </li>
  );
}
