import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './form-card.module.css';

/** The information sidebar: who or what the form is for. */
export interface FormCardInfo {
  title: ReactNode;
  address?: ReactNode;
  description?: ReactNode;
  avatar?: { src: string; alt: string };
}

interface FormCardProps {
  title?: ReactNode;
  info?: FormCardInfo;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card holding a form, with an optional information sidebar (beside it on desktop, above it on mobile). */
export function FormCard({ title, info, footer, className, children }: FormCardProps) {
  return (
    <section className={cx(styles.card, info && styles.withInfo, className)}>
      {info ? (
        <aside className={styles.info}>
          {info.avatar ? <img className={styles.avatar} src={info.avatar.src} alt={info.avatar.alt} /> : null}
          <h2 className={styles.infoTitle}>{info.title}</h2>
          {info.address ? <address className={styles.address}>{info.address}</address> : null}
          {info.description ? <div className={styles.description}>{info.description}</div> : null}
        </aside>
      ) : null}
      <div className={styles.form}>
        {title ? <h2 className={styles.title}>{title}</h2> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </section>
  );
}
