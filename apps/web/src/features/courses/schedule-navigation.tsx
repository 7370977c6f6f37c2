import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { addDays, formatDay, formatDayRange } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import styles from './course-schedule.module.css';
import type { ScheduleView } from './schedule-search.ts';
import { calendarWeek, type LocalDay } from './schedule-week.ts';

/** How far ahead the schedule can be paged: booking opens a week ahead, so four weeks are plenty. */
const MAX_DAYS_AHEAD = 28;

interface ScheduleNavigationProps {
  view: ScheduleView;
  day: LocalDay;
  days: LocalDay[];
  today: LocalDay;
  onDay: (day: LocalDay) => void;
  onView: (view: ScheduleView) => void;
}

function periodLabel(view: ScheduleView, day: LocalDay, days: LocalDay[], locale: string): string {
  if (view === 'day') return formatDay(day, locale, 'heading');
  const first = days[0] ?? day;
  return formatDayRange(first, days[days.length - 1] ?? first, locale);
}

/** Week or day view, paging by week or day ('CW {n}'), and on the day view a choice of the week's days. */
export function ScheduleNavigation({ view, day, days, today, onDay, onView }: ScheduleNavigationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const step = view === 'week' ? 7 : 1;
  const first = days[0] ?? day;
  const atStart = view === 'week' ? first <= today : day <= today;
  const atEnd = addDays(day, step) > addDays(today, MAX_DAYS_AHEAD);
  const previous = view === 'week' ? 'booking.schedule.previousWeek' : 'booking.schedule.previousDay';
  const next = view === 'week' ? 'booking.schedule.nextWeek' : 'booking.schedule.nextDay';
  return (
    <>
      <div className={styles.toolbar}>
        <SegmentedControl
          label={t('booking.schedule.view')}
          size="small"
          value={view}
          options={[
            { value: 'week', label: t('booking.schedule.weekView') },
            { value: 'day', label: t('booking.schedule.dayView') },
          ]}
          onChange={(value) => onView(value === 'day' ? 'day' : 'week')}
        />
      </div>
      <nav className={styles.weekNav} aria-label={t('booking.schedule.weekNavigation')}>
        <Button variant="secondary" size="s" disabled={atStart} onClick={() => onDay(addDays(day, -step))}>
          {t(previous)}
        </Button>
        <p className={styles.week} aria-live="polite">
          <strong>{t('booking.schedule.calendarWeek', { week: calendarWeek(first) })}</strong> ·{' '}
          {periodLabel(view, day, days, locale)}
        </p>
        <Button variant="secondary" size="s" disabled={atEnd} onClick={() => onDay(addDays(day, step))}>
          {t(next)}
        </Button>
      </nav>
      {view === 'day' ? (
        <div className={styles.dayPicker}>
          <SegmentedControl
            label={t('booking.schedule.chooseDay')}
            size="small"
            value={day}
            options={days.map((candidate) => ({
              value: candidate,
              label: formatDay(candidate, locale, 'short'),
              disabled: candidate < today,
            }))}
            onChange={onDay}
          />
        </div>
      ) : null}
    </>
  );
}
