import { type KeyboardEvent, type ReactNode, useId } from 'react';
import styles from './choice-group.module.css';
import { cx } from './class-names.ts';
import { type FieldMessage, FieldNote, messageId, RequiredMark } from './field.tsx';

export interface ChoiceGroupProps {
  label: ReactNode;
  error?: FieldMessage | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  orientation?: 'vertical' | 'horizontal';
  className?: string | undefined;
}

interface FrameProps extends ChoiceGroupProps {
  role?: 'radiogroup';
  onKeyDown?: (event: KeyboardEvent<HTMLFieldSetElement>) => void;
  children: ReactNode;
}

/** The fieldset, legend and message around a group of radios or checkboxes. */
export function ChoiceGroup({
  label,
  error,
  hint,
  required,
  disabled,
  orientation = 'vertical',
  className,
  role,
  onKeyDown,
  children,
}: FrameProps) {
  const noteId = messageId(useId());
  // A fieldset (role group) cannot be invalid or required itself; a radio group can.
  const radioGroupState = { 'aria-invalid': error ? true : undefined, 'aria-required': required ? true : undefined };
  return (
    <fieldset
      className={cx(styles.group, error && styles.invalid, className)}
      role={role}
      disabled={disabled}
      {...(role === 'radiogroup' ? radioGroupState : undefined)}
      aria-describedby={error || hint ? noteId : undefined}
      onKeyDown={onKeyDown}
    >
      <legend className={styles.legend}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>{children}</div>
      <FieldNote id={noteId} error={error} hint={hint} />
    </fieldset>
  );
}
