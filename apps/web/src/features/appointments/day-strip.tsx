import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/intl.ts';
import { HorizontalScroller } from '../../ui/horizontal-scroller.tsx';
import { GROUP_ITEM, moveFocus } from '../../ui/keyboard.ts';
import styles from './appointments.module.css';
import type { StudioDay } from './studio-day.ts';

interface DayStripProps {
  days: { day: StudioDay; count: number }[];
  selected: StudioDay;
  onSelect: (day: StudioDay) => void;
}

/** The bookable days as a row of toggle buttons with their number of free slots; arrow keys move between days. */
export function DayStrip({ days, selected, onSelect }: DayStripProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <HorizontalScroller label={t('appointments.slots.days')}>
      <ul className={styles.days} onKeyDown={(event) => moveFocus(event, 'horizontal')}>
        {days.map(({ day: date, count }) => (
          <li key={date}>
            <button
              type="button"
              {...GROUP_ITEM}
              className={styles.day}
              aria-pressed={date === selected}
              disabled={count === 0}
              onClick={() => onSelect(date)}
            >
              <span className={styles.dayName}>{formatDay(date, locale, 'weekday')}</span>{' '}
              <span className={styles.dayNumber}>{formatDay(date, locale, 'dayOfMonth')}</span>{' '}
              <span className={styles.dayCount}>{formatDay(date, locale, 'month')}</span>{' '}
              <span className="visually-hidden">{t('appointments.slots.free', { count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </HorizontalScroller>
  );
}
