import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldStateProps, inputClass, useFieldProps } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>, FieldStateProps {
  ref?: Ref<HTMLInputElement>;
  /** Controls inside the input frame, after the input. */
  adornment?: ReactNode;
}

/**
 * A labelled input with the field states; other props go to the input, so it works with form libraries' `register`.
 * `className` styles the whole field.
 */
export function TextField({ adornment, type = 'text', ...props }: TextFieldProps) {
  const { field, control } = useFieldProps(props);
  return (
    <Field {...field} adornment={adornment}>
      <input type={type} className={inputClass} {...control} />
    </Field>
  );
}
