import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './auth.module.css';

/** The frame of every identity screen: its heading, then one card (or two side by side when wide). */
export function AuthPage({ title, wide = false, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cx(styles.page, wide && styles.wide)}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}
