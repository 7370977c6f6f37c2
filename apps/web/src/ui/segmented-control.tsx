import type { KeyboardEvent } from 'react';
import type { ChoiceOption } from './choice.tsx';
import { cx } from './class-names.ts';
import { GROUP_ITEM, moveFocus, tabStopIndex } from './keyboard.ts';
import styles from './segmented-control.module.css';

interface SegmentedControlProps {
  /** Names the control for screen readers. */
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange(value: string): void;
  size?: 'small' | 'medium';
  className?: string;
}

/** A row of joined segments, exactly one chosen; arrow keys, Home and End move and choose at once. */
export function SegmentedControl({
  label,
  options,
  value,
  onChange,
  size = 'medium',
  className,
}: SegmentedControlProps) {
  const stop = tabStopIndex(options, (option) => option.value === value);

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const item = moveFocus(event, 'horizontal');
    if (item?.dataset.value) onChange(item.dataset.value);
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cx(styles.control, styles[size], className)}
      onKeyDown={keyDown}
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useSemanticElements: the segments are one joined control; buttons with role radio give it radio-group semantics
        <button
          key={option.value}
          type="button"
          role="radio"
          {...GROUP_ITEM}
          data-value={option.value}
          className={styles.segment}
          aria-checked={option.value === value}
          tabIndex={index === stop ? 0 : -1}
          disabled={option.disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
