import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatTimeRange } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { Tag } from '../../ui/tag.tsx';
import type { ShownTrialSlot } from './api/use-trial-slots.ts';
import styles from './trial-session.module.css';

interface TrialSlotRowProps {
  slot: ShownTrialSlot;
  timeZone: string;
  onChoose: (slot: ShownTrialSlot) => void;
}

function SlotAction({ slot, onChoose }: Pick<TrialSlotRowProps, 'slot' | 'onChoose'>) {
  const { t } = useTranslation();
  if (slot.alreadyBooked) {
    return (
      <Tag size="small" highlighted>
        {t('trial.slots.booked')}
      </Tag>
    );
  }
  if (slot.appointmentStatus === 'CANCELED') return <span>{t('trial.slots.canceled')}</span>;
  if (slot.placesLeft === 0) return <span>{t('trial.slots.full')}</span>;
  return (
    <Button size="s" onClick={() => onChoose(slot)}>
      {t('trial.slots.choose')} <span className="visually-hidden">{slot.name}</span>
    </Button>
  );
}

/** One slot of the trial session: its time in the studio's zone, where and with whom, and the places left. */
export function TrialSlotRow({ slot, timeZone, onChoose }: TrialSlotRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = formatTimeRange(slot.startDateTime, slot.endDateTime, locale, timeZone);
  const where = [slot.location, ...slot.employees].filter(Boolean).join(' · ');
  return (
    <li className={styles.row}>
      <span className={styles.time}>{time}</span>
      <div>
        <h3 className={styles.name}>{slot.name}</h3>
        {where ? <p className={styles.meta}>{where}</p> : null}
      </div>
      <span className={styles.places}>
        {slot.placesLeft > 0 && !slot.alreadyBooked ? t('trial.slots.placesLeft', { count: slot.placesLeft }) : null}
      </span>
      <SlotAction slot={slot} onChoose={onChoose} />
    </li>
  );
}
