import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { cx } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import tones from './severity.module.css';
import { SeverityIcon, severityRole } from './severity-icon.tsx';

export type AlertSeverity = 'information' | 'warning' | 'error' | 'success';

interface AlertProps {
  severity: AlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  className?: string;
}

/** A boxed message of up to 768 px: information, warning, error or success. */
export function Alert({ severity, title, children, onClose, className }: AlertProps) {
  return (
    <div role={severityRole(severity)} className={cx(styles.alert, tones[severity], className)}>
      <span className={styles.icon}>
        <SeverityIcon severity={severity} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {onClose ? <CloseButton onClick={onClose} /> : null}
    </div>
  );
}
