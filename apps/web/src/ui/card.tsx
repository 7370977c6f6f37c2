import type { ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from './class-names.ts';

/** How much of the card's width the image is high: 41%, 56.25% or 83.25% (spec 002 section 9). */
export type CardImageExtent = 'small' | 'medium' | 'large';

export interface CardImage {
  src: string;
  alt: string;
  extent?: CardImageExtent;
  /** A promotion text on the image ('-20 %', 'New'). */
  promoBadge?: ReactNode;
  /** Content laid over the bottom of the image. */
  overlay?: ReactNode;
}

interface CardProps {
  image?: CardImage;
  title?: ReactNode;
  description?: ReactNode;
  /** A label above the title. */
  badge?: ReactNode;
  /** Buttons or links at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Card({ image, title, description, badge, actions, children, headingLevel = 3, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)}>
      {image ? (
        <div className={cx(styles.image, styles[image.extent ?? 'medium'])}>
          <img src={image.src} alt={image.alt} loading="lazy" />
          {image.promoBadge ? <span className={styles.promo}>{image.promoBadge}</span> : null}
          {image.overlay ? <div className={styles.overlay}>{image.overlay}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {title ? <Heading className={styles.title}>{title}</Heading> : null}
        {description ? <div className={styles.description}>{description}</div> : null}
        {children}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
