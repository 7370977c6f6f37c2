import type { ReactNode } from 'react';
import { useId } from 'react';
import type { ChoiceOption } from './choice.tsx';
import { cx } from './class-names.ts';
import { type FieldMessage, FieldNote, messageId } from './field.tsx';
import { GROUP_ITEM, moveFocus } from './keyboard.ts';
import styles from './pill-options.module.css';

export interface PillOptionsProps {
  /** Names the group for screen readers. */
  label: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  /** Several pills may be chosen; otherwise choosing one replaces the choice. */
  multiple?: boolean;
  /** Shows an 'all' pill first: chosen while nothing else is, and choosing it clears the choice. */
  allLabel?: ReactNode;
  disabled?: boolean;
  error?: FieldMessage | undefined;
}

/**
 * Options as pills (toggle buttons), single or multiple choice. Choosing a chosen pill again clears it. Arrow keys,
 * Home and End move between pills; Enter and Space choose.
 */
export function PillOptions({
  label,
  options,
  value,
  onChange,
  multiple = false,
  allLabel,
  disabled,
  error,
}: PillOptionsProps) {
  const noteId = messageId(useId());

  function toggle(option: string) {
    const chosen = value.includes(option);
    if (multiple) onChange(chosen ? value.filter((item) => item !== option) : [...value, option]);
    else onChange(chosen ? [] : [option]);
  }

  return (
    <fieldset
      className={cx(styles.fieldset, error && styles.invalid)}
      aria-describedby={error ? noteId : undefined}
      onKeyDown={(event) => moveFocus(event)}
    >
      <legend className="visually-hidden">{label}</legend>
      <div className={styles.pills}>
        {allLabel ? (
          <button
            type="button"
            {...GROUP_ITEM}
            className={styles.pill}
            aria-pressed={value.length === 0}
            disabled={disabled}
            onClick={() => onChange([])}
          >
            {allLabel}
          </button>
        ) : null}
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            {...GROUP_ITEM}
            className={styles.pill}
            aria-pressed={value.includes(option.value)}
            disabled={disabled || option.disabled}
            onClick={() => toggle(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <FieldNote id={noteId} error={error} />
    </fieldset>
  );
}
