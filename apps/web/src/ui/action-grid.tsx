import type { ReactNode } from 'react';
import styles from './action-grid.module.css';
import { cx } from './class-names.ts';

/** An action (spec 002 section 3): an id and what it shows. */
export interface ActionEntry {
  id: string;
  content: ReactNode;
}

const COLUMNS = 6;

/**
 * How many of the 6 columns each action spans: one action takes the full width, two or four take half each, other
 * counts go in thirds, and a row left with one or two actions widens them to fill it.
 */
export function actionSpans(count: number): number[] {
  if (count === 1) return [COLUMNS];
  if (count === 2 || count === 4) return Array(count).fill(COLUMNS / 2);
  const remainder = count % 3;
  return Array.from({ length: count }, (_, index) => (index < count - remainder ? COLUMNS / 3 : COLUMNS / remainder));
}

interface ActionGridProps {
  actions: readonly ActionEntry[];
  className?: string;
}

export function ActionGrid({ actions, className }: ActionGridProps) {
  const spans = actionSpans(actions.length);
  return (
    <ul className={cx(styles.grid, className)}>
      {actions.map((action, index) => (
        <li key={action.id} className={styles.action} style={{ gridColumn: `span ${spans[index]}` }}>
          {action.content}
        </li>
      ))}
    </ul>
  );
}
