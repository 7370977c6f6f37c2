import type { listCheckinReservations } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate, formatTime, formatTimeRange } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import styles from './checkin-reservation.module.css';

export type Reservation = ClientAnswer<typeof listCheckinReservations>[number];

/** Still ahead: reserved, and the slot has not ended. */
export function isUpcoming(reservation: Reservation, now: Date): boolean {
  return reservation.status === 'RESERVED' && reservation.endTime > now;
}

interface ReservationCardProps {
  reservation: Reservation;
  upcoming: boolean;
  onCancel?: ((reservation: Reservation) => void) | undefined;
}

/** One reservation, with its time on the studio's clock, its state, and Cancel while it can be cancelled. */
export function ReservationCard({ reservation, upcoming, onCancel }: ReservationCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = reservation.studio.zoneId;
  const date = formatDate(reservation.startTime, locale, zone, 'full');
  const time = formatTimeRange(reservation.startTime, reservation.endTime, locale, zone);
  const state = reservation.status === 'CANCELED' ? 'CANCELED' : upcoming ? 'RESERVED' : 'PAST';
  return (
    <li className={styles.reservation}>
      <div className={styles.heading}>
        <h3 className={styles.name}>{date}</h3>
        <Tag size="small" highlighted={state === 'RESERVED'}>
          {t(`checkin.reservation.status.${state}`)}
        </Tag>
      </div>
      <p className={styles.time}>{time}</p>
      <p className={styles.meta}>{reservation.studio.name}</p>
      {upcoming ? (
        <p className={styles.meta}>
          {t('checkin.reservation.checkInBy', {
            time: formatTime(reservation.lastPossibleCheckinDateTime, locale, zone),
          })}
        </p>
      ) : null}
      {onCancel && reservation.cancelable ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="s" onClick={() => onCancel(reservation)}>
            {t('checkin.reservation.cancel')}{' '}
            <span className="visually-hidden">
              {date}, {time}
            </span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
