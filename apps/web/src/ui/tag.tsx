import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './tag.module.css';

export type TagSize = 'small' | 'medium' | 'large';

interface TagProps {
  children: ReactNode;
  size?: TagSize;
  /** Highlight colours instead of the muted ones. */
  highlighted?: boolean;
  className?: string;
}

/** A short label: a state, a category, a count. */
export function Tag({ children, size = 'medium', highlighted = false, className }: TagProps) {
  return <span className={cx(styles.tag, styles[size], highlighted && styles.highlighted, className)}>{children}</span>;
}
