import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTimeRange } from '../../lib/intl.ts';
import { CalendarIcon } from '../../ui/icons.tsx';
import styles from './closing-hours.module.css';

export interface Closure {
  from: Date;
  until: Date;
  reason: string | null;
}

/** Closures that have not ended yet, soonest first. */
export function upcomingClosures(closures: readonly Closure[], now: Date): Closure[] {
  return closures
    .filter((closure) => closure.until.getTime() > now.getTime())
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

interface ClosingHoursProps {
  closures: readonly Closure[];
  /** The studio's time zone: closures are shown as the studio's wall-clock time. */
  zoneId: string;
}

export function ClosingHours({ closures, zoneId }: ClosingHoursProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={styles.list}>
      {closures.map((closure) => (
        <li key={closure.from.toISOString()} className={styles.item}>
          <span className={styles.icon}>
            <CalendarIcon />
          </span>
          <span>
            <time className={styles.period} dateTime={closure.from.toISOString()}>
              {formatDateTimeRange(closure.from, closure.until, locale, zoneId)}
            </time>
            <span className={styles.reason}>{closure.reason || t('studio.closingHours.closed')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
