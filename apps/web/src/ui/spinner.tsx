import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omitted only before translations exist. */
  label?: string | undefined;
}

/** A 25 px ring turning every 500 ms; decorative inside a control that announces its own busy state. */
export function Spinner({ label, decorative = false }: SpinnerProps & { decorative?: boolean }) {
  if (decorative) return <span className={styles.ring} aria-hidden="true" />;
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
