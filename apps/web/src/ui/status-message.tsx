import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  /** The heading level: 1 when the message is the whole screen. */
  level?: 1 | 2;
}

/** A centred title, message and optional action: not found, unknown studio, maintenance. */
export function StatusMessage({ title, message, action, level = 1 }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.wrapper}>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
