import { type OpeningHours, type Weekday, weekdays } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { Tag } from '../../ui/tag.tsx';
import type { Closure } from './closing-hours.tsx';
import { formatLocalTime, isAllDay, type OpenState, openStateAt, weekdayName, zonedMoment } from './opening-hours.ts';
import styles from './studio-opening-hours.module.css';
import { EmptyNote } from './studio-section.tsx';

function useRangesText(): (ranges: OpeningHours['ranges']) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (ranges) => {
    if (ranges.length === 0) return t('studio.openingHours.closed');
    if (isAllDay(ranges)) return t('studio.openingHours.allDay');
    return ranges
      .map((range) => `${formatLocalTime(range.from, locale)}–${formatLocalTime(range.until, locale)}`)
      .join(', ');
  };
}

function OpenStatus({ state, today }: { state: OpenState; today: Weekday }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (state.open) {
    return (
      <p className={styles.status}>
        <span className={styles.open}>{t('studio.openingHours.openNow')}</span>
        {state.until === '24:00' ? null : (
          <span> · {t('studio.openingHours.until', { time: formatLocalTime(state.until, locale) })}</span>
        )}
      </p>
    );
  }
  const next = state.next;
  const when = next && (next.weekday === today ? null : weekdayName(next.weekday, locale));
  return (
    <p className={styles.status}>
      <span className={styles.closed}>{t('studio.openingHours.closedNow')}</span>
      {state.closure?.reason ? <span> · {state.closure.reason}</span> : null}
      {next ? (
        <span>
          {' · '}
          {when
            ? t('studio.openingHours.opensOn', { day: when, time: formatLocalTime(next.from, locale) })
            : t('studio.openingHours.opensAt', { time: formatLocalTime(next.from, locale) })}
        </span>
      ) : null}
    </p>
  );
}

interface StudioOpeningHoursProps {
  hours: readonly OpeningHours[];
  closures: readonly Closure[];
  zoneId: string;
  now: Date;
}

/** Monday to Sunday in the studio's local time, today marked, and whether the studio is open right now. */
export function StudioOpeningHours({ hours, closures, zoneId, now }: StudioOpeningHoursProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rangesText = useRangesText();
  if (hours.every((day) => day.ranges.length === 0)) return <EmptyNote>{t('studio.openingHours.empty')}</EmptyNote>;
  const today = zonedMoment(now, zoneId).weekday;
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <OpenStatus state={openStateAt(hours, closures, now, zoneId)} today={today} />
      <table className={styles.table}>
        <caption className="visually-hidden">{t('studio.openingHours.caption')}</caption>
        <tbody>
          {weekdays.map((weekday) => {
            const ranges = hours.find((day) => day.dayOfWeek === weekday)?.ranges ?? [];
            const isToday = weekday === today;
            return (
              <tr key={weekday} className={isToday ? styles.today : undefined}>
                <th scope="row" className={styles.day}>
                  {weekdayName(weekday, locale)}
                  {isToday ? (
                    <Tag size="small" highlighted className={styles.todayTag}>
                      {t('studio.openingHours.today')}
                    </Tag>
                  ) : null}
                </th>
                <td className={styles.ranges}>{rangesText(ranges)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {ownZone === zoneId ? null : (
        <p className={styles.zone}>{t('studio.openingHours.localTime', { zone: zoneId })}</p>
      )}
    </>
  );
}
