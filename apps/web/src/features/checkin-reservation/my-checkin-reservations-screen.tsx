import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTimeRange } from '../../lib/intl.ts';
import { notifications } from '../../lib/notifications.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useCancelReservation } from './api/use-cancel-reservation.ts';
import { useMyReservations } from './api/use-my-reservations.ts';
import { useReservableStudios } from './api/use-reservable-studios.ts';
import { checkinPath } from './checkin-paths.ts';
import styles from './checkin-reservation.module.css';
import { isUpcoming, type Reservation, ReservationCard } from './reservation-card.tsx';

type View = 'upcoming' | 'past';

function useCancelWithConfirm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const cancel = useCancelReservation();
  return async (reservation: Reservation) => {
    const zone = reservation.studio.zoneId;
    const when = formatDateTimeRange(reservation.startTime, reservation.endTime, locale, zone);
    const done = await confirm({
      title: t('checkin.cancel.title'),
      message: t('checkin.cancel.message', { when, studio: reservation.studio.name }),
      confirmLabel: t('checkin.cancel.confirm'),
      cancelLabel: t('checkin.cancel.keep'),
      onConfirm: () => cancel.mutateAsync(reservation.id),
    });
    if (done) notifications.notify({ type: 'success', title: t('checkin.cancel.done'), content: when });
  };
}

function ReservationList({ view }: { view: View }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useMyReservations();
  const cancel = useCancelWithConfirm();
  if (error) {
    return (
      <ErrorList
        title={t('checkin.mine.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!data) return <BlockSpinner label={t('common.loading')} />;
  const now = new Date();
  const shown = data.filter((reservation) => isUpcoming(reservation, now) === (view === 'upcoming'));
  if (view === 'past') shown.reverse();
  if (shown.length === 0) {
    return (
      <p className={styles.empty}>{t(view === 'upcoming' ? 'checkin.mine.emptyUpcoming' : 'checkin.mine.emptyPast')}</p>
    );
  }
  return (
    <ul className={styles.list}>
      {shown.map((reservation) => (
        <ReservationCard
          key={reservation.id}
          reservation={reservation}
          upcoming={view === 'upcoming'}
          onCancel={view === 'upcoming' ? cancel : undefined}
        />
      ))}
    </ul>
  );
}

/** A way from here to a new reservation: the slots of each connected studio that takes reservations. */
function ReserveLinks() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const studios = useReservableStudios();
  if (studios.length === 0) return null;
  return (
    <div className={styles.actions}>
      {studios.map((connect) => (
        <ButtonLink
          key={connect.studioId}
          variant="secondary"
          to={keepStickyQuery(checkinPath({ tenant: connect.tenant, organizationUnitId: connect.studioId }), search)}
        >
          {t('checkin.mine.reserve', { studio: connect.studioName })}
        </ButtonLink>
      ))}
    </div>
  );
}

/** My check-in reservations (/me/checkin-reservations): upcoming ones with cancel, and the past and cancelled ones. */
export function MyCheckinReservationsScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('upcoming');
  const title = (value: View) => t(value === 'upcoming' ? 'checkin.mine.upcoming' : 'checkin.mine.past');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.myCheckinReservations')}</h1>
      <ReserveLinks />
      <Tabs
        label={t('checkin.mine.tabsLabel')}
        value={view}
        onChange={(value) => setView(value as View)}
        tabs={[
          { value: 'upcoming', title: title('upcoming') },
          { value: 'past', title: title('past') },
        ]}
      />
      <div role="tabpanel" aria-label={title(view)}>
        <ReservationList view={view} />
      </div>
    </div>
  );
}
