import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omitted only before translations exist. */
  label?: string | undefined;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <span className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A spinner centred in the content area while a screen's data loads. */
export function BlockSpinner({ label }: SpinnerProps) {
  return (
    <div className={styles.block}>
      <Spinner label={label} />
    </div>
  );
}

/** Covers the page while the initial data loads (spec 000 section 2.6). */
export function FullScreenSpinner({ label }: SpinnerProps) {
  return (
    <div className={styles.fullScreen}>
      <Spinner label={label} />
    </div>
  );
}
