import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { GROUP_ITEM, moveFocus, tabStopIndex } from './keyboard.ts';
import styles from './tabs.module.css';

/** A tab (spec 002 section 3): its title, value, whether it is active, and what a click does. */
export interface TabEntry {
  title: ReactNode;
  value: string;
  active?: boolean;
  onClick?: () => void;
  disabled?: boolean;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabEntry[];
  /** The active tab's value, for tabs that do not say themselves. */
  value?: string;
  onChange?: (value: string) => void;
  className?: string;
}

/** Tab navigation: arrow keys, Home and End move between tabs; Enter and Space activate one. */
export function Tabs({ label, tabs, value, onChange, className }: TabsProps) {
  const isActive = (tab: TabEntry) => tab.active ?? tab.value === value;
  const stop = tabStopIndex(tabs, isActive);
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cx(styles.tabs, className)}
      onKeyDown={(event) => moveFocus(event, 'horizontal')}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          {...GROUP_ITEM}
          className={styles.tab}
          aria-selected={isActive(tab)}
          tabIndex={index === stop ? 0 : -1}
          disabled={tab.disabled}
          onClick={() => {
            tab.onClick?.();
            onChange?.(tab.value);
          }}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
