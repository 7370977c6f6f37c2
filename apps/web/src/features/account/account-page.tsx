import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of the account screens: heading, an optional lead text, then the sections. */
export function AccountPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
