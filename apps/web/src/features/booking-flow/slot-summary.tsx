import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTimeRange } from '../../lib/intl.ts';
import type { FlowSlot } from './api/use-flow-slot.ts';
import styles from './booking-flow.module.css';

/** The slot being booked: name, time by the studio's clock, trainer and room. */
export function SlotSummary({ slot, timeZone }: { slot: FlowSlot; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = formatDateTimeRange(new Date(slot.startDateTime), new Date(slot.endDateTime), locale, timeZone);
  return (
    <section className={styles.slot} aria-label={t('flow.slot.heading')}>
      <h2 className={styles.slotName}>{slot.name}</h2>
      <p className={styles.when}>{when}</p>
      {slot.trainers.length > 0 ? (
        <p className={styles.meta}>{t('flow.slot.trainer', { names: slot.trainers.join(', ') })}</p>
      ) : null}
      {slot.location ? <p className={styles.meta}>{t('flow.slot.room', { room: slot.location })}</p> : null}
      {slot.waitingList ? <p className={styles.meta}>{t('flow.slot.waitingList')}</p> : null}
    </section>
  );
}
