import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import styles from './choice.module.css';
import { cx } from './class-names.ts';
import { RequiredMark } from './field.tsx';
import { CheckIcon } from './icons.tsx';
import { activateOnEnter } from './keyboard.ts';

/** An option of a radio, checkbox or pill group. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Shows the required asterisk after the label. */
  requiredMark?: boolean | undefined;
}

/** A native checkbox or radio drawn in the theme, its label clickable; Enter toggles it like Space. */
export function Choice({ type, label, invalid, requiredMark, className, onKeyDown, ...input }: ChoiceProps) {
  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (!event.defaultPrevented) activateOnEnter(event);
  }
  return (
    <label className={cx(styles.choice, invalid && styles.invalid, input.disabled && styles.disabled, className)}>
      <input type={type} className={styles.input} onKeyDown={keyDown} {...input} />
      <span className={cx(styles.mark, type === 'radio' && styles.round)} aria-hidden="true">
        {type === 'checkbox' ? <CheckIcon /> : <span className={styles.dot} />}
      </span>
      <span className={styles.text}>
        {label}
        <RequiredMark required={requiredMark} />
      </span>
    </label>
  );
}
