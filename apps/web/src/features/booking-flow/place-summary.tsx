import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTimeRange } from '../../lib/intl.ts';
import styles from './booking-flow.module.css';
import type { Place } from './place.ts';

/** A booked place: what, when by the studio's clock, where, and its state. */
export function PlaceSummary({ item }: { item: Place }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = formatDateTimeRange(
    new Date(item.startDateTime),
    new Date(item.endDateTime),
    locale,
    item.studio.zoneId,
  );
  const status =
    item.participantStatus === 'WAITING_LIST'
      ? t('booking.status.WAITING_LIST', { position: item.waitingListPosition ?? '' })
      : t(`booking.status.${item.participantStatus}`);
  return (
    <section className={styles.slot} aria-label={t('flow.slot.heading')}>
      <h2 className={styles.slotName}>{item.name}</h2>
      <p className={styles.when}>{when}</p>
      <p className={styles.meta}>{[item.location, item.studio.name].filter(Boolean).join(' · ')}</p>
      {item.employees.length > 0 ? (
        <p className={styles.meta}>{t('flow.slot.trainer', { names: item.employees.join(', ') })}</p>
      ) : null}
      <p className={styles.meta}>{status}</p>
    </section>
  );
}
