import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field.tsx';

interface FormDateFieldProps<T extends FieldValues>
  extends Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A date field bound to a form's field, which holds 'YYYY-MM-DD' (the typed text while it is no date yet). */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur, name: fieldName } }) => (
        <DateField
          {...props}
          ref={ref}
          name={fieldName}
          value={String(value ?? '')}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    />
  );
}
