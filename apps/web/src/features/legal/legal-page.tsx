import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import styles from './legal.module.css';

interface LegalPageProps {
  title: string;
  /** Whose text it is (a studio's name), or when it took effect. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every legal page: its title as the page's heading and title, and the text on a card. */
export function LegalPage({ title, subtitle, children }: LegalPageProps) {
  usePageTitle(title);
  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <div className={styles.card}>{children}</div>
    </article>
  );
}
