import type { CSSProperties } from 'react';
import { isValidColour } from '../lib/theme.ts';
import { cx } from './class-names.ts';
import { CheckIcon } from './icons.tsx';
import styles from './module-card.module.css';

/** A module (spec 002 section 3) that can be chosen, such as an add-on to a contract. */
export interface ModuleCardProps {
  title: string;
  description?: string;
  priceBadgeLabel?: string;
  badgeLabel?: string;
  imageSrc?: string;
  /** Fills the picture area when there is no image; accepted only as hex, rgb or a colour word. */
  backgroundColor?: string;
  /** A short text in the picture area, when there is no image. */
  iconLabel?: string;
  selected: boolean;
  onToggle(): void;
  disabled?: boolean;
  className?: string;
}

/** A card that toggles a module's selection; Enter and Space toggle it. */
export function ModuleCard({
  title,
  description,
  priceBadgeLabel,
  badgeLabel,
  imageSrc,
  backgroundColor,
  iconLabel,
  selected,
  onToggle,
  disabled,
  className,
}: ModuleCardProps) {
  const colour = isValidColour(backgroundColor) ? ({ '--module-color': backgroundColor } as CSSProperties) : undefined;
  return (
    <button
      type="button"
      className={cx(styles.card, selected && styles.selected, className)}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className={styles.picture} style={colour}>
        {imageSrc ? (
          <img src={imageSrc} alt="" />
        ) : iconLabel ? (
          <span className={styles.iconLabel}>{iconLabel}</span>
        ) : null}
        {badgeLabel ? <span className={styles.badge}>{badgeLabel}</span> : null}
        <span className={styles.check} aria-hidden="true">
          <CheckIcon />
        </span>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {priceBadgeLabel ? <span className={styles.price}>{priceBadgeLabel}</span> : null}
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </button>
  );
}
