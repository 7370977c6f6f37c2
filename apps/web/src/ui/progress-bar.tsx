import { formatPercent } from '../lib/format.ts';
import { useLocale } from '../lib/i18n.ts';
import { cx } from './class-names.ts';
import styles from './progress-bar.module.css';

/** The rounded share of value in max, as a whole percentage from 0 to 100. */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

interface ProgressBarProps {
  value: number;
  max: number;
  /** Names the bar for screen readers. */
  label: string;
  /** 90 px (small) or 150 px (large) long. */
  size?: 'small' | 'large';
  /** Shows the percentage beside the bar. */
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ value, max, label, size = 'large', showValue = false, className }: ProgressBarProps) {
  const locale = useLocale();
  const percent = progressPercent(value, max);
  const text = formatPercent(percent / 100, locale);
  return (
    <div className={cx(styles.progress, styles[size], className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}
