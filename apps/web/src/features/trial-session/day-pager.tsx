import { useTranslation } from 'react-i18next';
import { addDays, formatDay } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import type { TrialDay } from './trial-day.ts';
import styles from './trial-session.module.css';

interface DayPagerProps {
  day: TrialDay;
  today: TrialDay;
  locale: string;
  onDay: (day: TrialDay) => void;
}

/** One day at a time, from today on: the day's name with buttons to the day before and after. */
export function DayPager({ day, today, locale, onDay }: DayPagerProps) {
  const { t } = useTranslation();
  const heading = formatDay(day, locale, 'heading');
  return (
    <nav className={styles.pager} aria-label={t('trial.day.label')}>
      <Button
        variant="secondary"
        size="s"
        round
        onClick={() => onDay(addDays(day, -1))}
        disabled={day <= today}
        aria-label={t('trial.day.previous')}
      >
        <ChevronLeftIcon />
      </Button>
      <h2 className={styles.day} aria-live="polite">
        {day === today ? `${t('trial.day.today')}, ${heading}` : heading}
      </h2>
      <Button
        variant="secondary"
        size="s"
        round
        onClick={() => onDay(addDays(day, 1))}
        aria-label={t('trial.day.next')}
      >
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
