import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './checkbox.module.css';
import { Choice } from './choice.tsx';
import { cx } from './class-names.ts';
import { FieldNote, type FieldStateProps, messageId, useFieldProps } from './field.tsx';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>,
    Omit<FieldStateProps, 'valid' | 'label'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label and states (checked, disabled, error, required). */
export function Checkbox(props: CheckboxProps) {
  const { field, control } = useFieldProps(props);
  return (
    <div className={cx(styles.checkbox, field.className)}>
      <Choice
        type="checkbox"
        label={field.label}
        invalid={Boolean(field.error)}
        requiredMark={field.required}
        {...control}
      />
      <FieldNote id={messageId(field.controlId)} error={field.error} hint={field.hint} />
    </div>
  );
}
