import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDate, formatDateTimeRange, formatTimeRange } from '../../lib/intl.ts';
import { keepStickyQuery, useStickyTo } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useCheckinSlots } from './api/use-checkin-slots.ts';
import { useReserveSlot } from './api/use-reserve-slot.ts';
import { useStudioReservations } from './api/use-studio-reservations.ts';
import { checkinPath, MY_RESERVATIONS_PATH } from './checkin-paths.ts';
import styles from './checkin-reservation.module.css';
import type { CheckinSlot } from './checkin-slots-screen.tsx';
import { useMemberGate } from './use-member-gate.ts';

interface SlotDetailProps {
  slot: CheckinSlot;
  studioId: number;
  studioName: string;
  timeZone: string;
  onReserved: () => void;
}

function ReserveAction({ slot, studioId, studioName, timeZone, onReserved }: SlotDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const gate = useMemberGate();
  const reserve = useReserveSlot(studioId);
  const own = useStudioReservations(studioId, gate.connected);
  const myReservations = useStickyTo(MY_RESERVATIONS_PATH);
  if (own.data?.some((reservation) => reservation.slotId === slot.id)) {
    return (
      <div className={styles.actions}>
        <p className={styles.meta}>{t('checkin.slot.alreadyReserved')}</p>
        <ButtonLink variant="secondary" to={myReservations}>
          {t('checkin.links.myReservations')}
        </ButtonLink>
      </div>
    );
  }
  if (slot.freePlaces === 0) return <p className={styles.meta}>{t('checkin.slot.full')}</p>;
  const onReserve = async () => {
    if (!gate.admit()) return;
    const when = formatDateTimeRange(slot.startDateTime, slot.endDateTime, locale, timeZone);
    const done = await confirm({
      title: t('checkin.slot.confirmTitle'),
      message: t('checkin.slot.confirmMessage', { when, studio: studioName }),
      confirmLabel: t('checkin.slot.confirm'),
      cancelLabel: t('checkin.slot.back'),
      onConfirm: () => reserve.mutateAsync(slot.id),
    });
    if (done) onReserved();
  };
  return (
    <div className={styles.actions}>
      <Button onClick={onReserve}>
        {gate.loggedIn ? t('checkin.slot.reserve') : t('checkin.slot.logInToReserve')}
      </Button>
    </div>
  );
}

/** One slot (/checkin-reservation/:slot): its time and free places, and Reserve after a confirm. */
export function CheckinSlotScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const slotId = Number(useParams().slot);
  const { ref, studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const slots = useCheckinSlots(ref?.organizationUnitId);
  const back = useStickyTo(ref ? checkinPath(ref) : '/');
  const slot = slots.data?.find((entry) => entry.id === slotId);

  if (slots.error) {
    return (
      <ErrorList
        title={t('checkin.slots.loadError')}
        errors={[slots.error]}
        action={<Button onClick={() => slots.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!slots.data || !ref) return <BlockSpinner label={t('common.loading')} />;
  if (!slot) {
    return (
      <StatusMessage
        title={t('checkin.slot.goneTitle')}
        message={t('checkin.slot.goneMessage')}
        action={<ButtonLink to={back}>{t('checkin.links.allSlots')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.checkinReservationSlot')}</h1>
      <div className={styles.card}>
        <p className={styles.date}>{formatDate(slot.startDateTime, locale, timeZone, 'full')}</p>
        <p className={styles.time}>{formatTimeRange(slot.startDateTime, slot.endDateTime, locale, timeZone)}</p>
        {studio ? <p className={styles.meta}>{studio.name}</p> : null}
        <p className={styles.meta}>
          {slot.freePlaces === 0 ? t('checkin.slots.full') : t('checkin.slots.freePlaces', { count: slot.freePlaces })}
        </p>
        <ReserveAction
          slot={slot}
          studioId={ref.organizationUnitId}
          studioName={studio?.name ?? ''}
          timeZone={timeZone}
          onReserved={() => void navigate(keepStickyQuery(checkinPath(ref, slot.id, true), search))}
        />
      </div>
      <ButtonLink variant="secondary" to={back} className={styles.back}>
        {t('checkin.links.allSlots')}
      </ButtonLink>
    </div>
  );
}
