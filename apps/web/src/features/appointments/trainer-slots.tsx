import type { getPublicSingleBenefitWithSlots } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatTime } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import styles from './appointments.module.css';

export type Slot = ClientAnswer<typeof getPublicSingleBenefitWithSlots>['days'][number]['slots'][number];

interface TrainerSlotsProps {
  trainer: { id: number; name: string };
  slots: Slot[];
  timeZone: string;
  onChoose: (slot: Slot) => void;
}

/** One trainer's free times of the day, each a button that chooses the slot. */
export function TrainerSlots({ trainer, slots, timeZone, onChoose }: TrainerSlotsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `trainer-${trainer.id}`;
  return (
    <section className={styles.trainer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.trainerName}>
        {trainer.name}
      </h2>
      <ul className={styles.slots}>
        {slots.map((slot) => (
          <li key={slot.startDateTime.toISOString()}>
            <Button variant="secondary" size="s" onClick={() => onChoose(slot)}>
              {formatTime(slot.startDateTime, locale, timeZone)}
              <span className="visually-hidden"> {t('appointments.slots.with', { name: trainer.name })}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
