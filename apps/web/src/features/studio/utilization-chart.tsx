import type { UtilizationLimits } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { cx } from '../../ui/class-names.ts';
import { formatLocalTime } from './opening-hours.ts';
import styles from './utilization-chart.module.css';
import { type ChartHour, levelByLimits } from './utilization-level.ts';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function hourLabel(hour: number, locale: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, hour)));
}

interface UtilizationChartProps {
  hours: readonly ChartHour[];
  limits: UtilizationLimits['limits'];
}

/**
 * Today's utilization by hour (coloured by level) over the weekday's usual figures (pale). The drawing is for the
 * eyes; screen readers get the same figures as a table.
 */
export function UtilizationChart({ hours, limits }: UtilizationChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = (value: number | null) => (value === null ? '–' : formatPercent(value / 100, locale));
  const now = hours.findLast((entry) => entry.today !== null)?.hour;
  // Bars grow up to the busiest figure, at least up to where 'very busy' starts: a quiet day still shows its shape.
  const ceiling = Math.max(
    ...hours.flatMap((entry) => [entry.today ?? 0, entry.usual ?? 0]),
    limits.find((limit) => limit.level === 'HIGH')?.fromPercentage ?? 100,
  );
  const height = (percentage: number) => ({ height: `${(percentage / ceiling) * 100}%` });
  return (
    <div className={styles.wrapper}>
      <div className={styles.chart} aria-hidden="true">
        {hours.map((entry) => (
          <div key={entry.hour} className={cx(styles.column, entry.hour === now && styles.now)}>
            <div className={styles.bars}>
              {entry.usual !== null ? <span className={styles.usual} style={height(entry.usual)} /> : null}
              {entry.today !== null ? (
                <span
                  className={cx(styles.today, styles[levelByLimits(entry.today, limits).toLowerCase()])}
                  style={height(entry.today)}
                />
              ) : null}
            </div>
            <span className={styles.hour}>{entry.hour % 3 === 0 ? hourLabel(entry.hour, locale) : ''}</span>
          </div>
        ))}
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={cx(styles.swatch, styles.low)} />
          {t('studio.utilization.today')}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.usualSwatch)} />
          {t('studio.utilization.usual')}
        </li>
      </ul>
      {/* A table ignores a 1 px width, so the wrapper hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('studio.utilization.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studio.utilization.hour')}</th>
              <th scope="col">{t('studio.utilization.today')}</th>
              <th scope="col">{t('studio.utilization.usual')}</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((entry) => (
              <tr key={entry.hour}>
                <th scope="row">
                  {formatLocalTime(pad(entry.hour), locale)}–{formatLocalTime(pad(entry.hour + 1), locale)}
                </th>
                <td>{percent(entry.today)}</td>
                <td>{percent(entry.usual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
