import type { ReactNode } from 'react';
import styles from './dev-gallery.module.css';

/** One block of the gallery: its name and its states side by side. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.states}>{children}</div>
    </section>
  );
}

/** One state of a block, captioned. */
export function GalleryState({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <figure className={wide ? `${styles.state} ${styles.wide}` : styles.state}>
      <figcaption className={styles.caption}>{label}</figcaption>
      {children}
    </figure>
  );
}
