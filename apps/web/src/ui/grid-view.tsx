import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './grid-view.module.css';

interface GridViewProps<T> {
  items: readonly T[];
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Shown in place of the grid when there are no items. */
  emptyText: ReactNode;
  className?: string;
}

/** Items in columns: three on desktop, two on tablets, one on mobile (spec 002 section 9). */
export function GridView<T>({ items, itemKey, renderItem, emptyText, className }: GridViewProps<T>) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={cx(styles.grid, className)}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
