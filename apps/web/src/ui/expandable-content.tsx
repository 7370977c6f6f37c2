import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './expandable-content.module.css';
import { ChevronDownIcon } from './icons.tsx';
import { useDisclosure } from './use-disclosure.ts';

interface ExpandableContentProps {
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  className?: string;
}

/** A title that expands and collapses the content below it. */
export function ExpandableContent({
  title,
  children,
  defaultExpanded = false,
  onToggle,
  className,
}: ExpandableContentProps) {
  const { open, toggleProps, regionId } = useDisclosure(defaultExpanded, onToggle);
  return (
    <div className={cx(styles.expandable, open && styles.open, className)}>
      <button type="button" className={styles.header} {...toggleProps}>
        <span className={styles.title}>{title}</span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
      <div id={regionId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
