import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { Field, type FieldStateProps, inputClass, useFieldProps } from './field.tsx';
import { ChevronDownIcon } from './icons.tsx';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>, FieldStateProps {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** A first, empty choice shown while nothing is chosen. */
  placeholder?: string;
}

/** A native select (its keyboard and screen-reader support come with it) in the field chrome. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { field, control } = useFieldProps(props);
  return (
    <Field
      {...field}
      adornment={
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      }
    >
      <select className={cx(inputClass, styles.select)} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
