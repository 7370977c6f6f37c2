import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate, formatTime, formatTimeRange } from '../../lib/intl.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useStudioReservations } from './api/use-studio-reservations.ts';
import { checkinPath, MY_RESERVATIONS_PATH } from './checkin-paths.ts';
import styles from './checkin-reservation.module.css';
import { useMemberGate } from './use-member-gate.ts';

/** The confirmation (/checkin-reservation/:slot/success), read back from the member's reservations so a reload shows it too. */
export function CheckinSuccessScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const slotId = Number(useParams().slot);
  const { ref } = useCurrentStudio();
  const gate = useMemberGate();
  const own = useStudioReservations(ref?.organizationUnitId, gate.connected);
  const myReservations = useStickyTo(MY_RESERVATIONS_PATH);
  const allSlots = useStickyTo(ref ? checkinPath(ref) : '/');
  const reservation = own.data?.find((entry) => entry.slotId === slotId);

  if (own.error) {
    return (
      <ErrorList
        title={t('checkin.success.loadError')}
        errors={[own.error]}
        action={<Button onClick={() => own.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!gate.sessionKnown || (gate.connected && !own.data)) return <BlockSpinner label={t('common.loading')} />;
  if (!reservation) {
    return (
      <StatusMessage
        title={t('checkin.success.missingTitle')}
        message={t('checkin.success.missingMessage')}
        action={<ButtonLink to={allSlots}>{t('checkin.links.allSlots')}</ButtonLink>}
      />
    );
  }
  const zone = reservation.studio.zoneId;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.checkinReservationSuccess')}</h1>
      <div className={styles.card} role="status">
        <p className={styles.lead}>{t('checkin.success.message', { studio: reservation.studio.name })}</p>
        <p className={styles.date}>{formatDate(reservation.startTime, locale, zone, 'full')}</p>
        <p className={styles.time}>{formatTimeRange(reservation.startTime, reservation.endTime, locale, zone)}</p>
        <p className={styles.meta}>
          {t('checkin.reservation.checkInBy', {
            time: formatTime(reservation.lastPossibleCheckinDateTime, locale, zone),
          })}
        </p>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={myReservations}>{t('checkin.links.myReservations')}</ButtonLink>
        <ButtonLink variant="secondary" to={allSlots}>
          {t('checkin.links.allSlots')}
        </ButtonLink>
      </div>
    </div>
  );
}
