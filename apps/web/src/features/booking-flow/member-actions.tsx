import { useTranslation } from 'react-i18next';
import { downloadCalendarFile } from '../../lib/download-calendar-file.ts';
import { notifications } from '../../lib/notifications.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import styles from './booking-flow.module.css';
import type { Place } from './place.ts';

/** What a member does next with a booked place: take it into their calendar, or see all their bookings. */
export function MemberActions({ item }: { item: Place }) {
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
