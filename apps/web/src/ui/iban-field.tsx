import { formatIban, normalizeIban } from '@motus/contract';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface IbanFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  /** The IBAN without spaces, upper case. */
  value: string;
  onChange(value: string): void;
}

/** 34 characters at most (ISO 13616) and a space after every block of four. */
const DISPLAY_LENGTH = 34 + 8;

/** An IBAN field: shown upper-cased in blocks of four (spec 002 section 5), kept without spaces. */
export function IbanField({ value, onChange, ...props }: IbanFieldProps) {
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={DISPLAY_LENGTH}
      {...props}
      value={formatIban(value)}
      onChange={(event) => onChange(normalizeIban(event.target.value))}
    />
  );
}

interface FormIbanFieldProps<T extends FieldValues>
  extends Omit<IbanFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** An IBAN field bound to a form's field, which holds the IBAN without spaces. */
export function FormIbanField<T extends FieldValues>({ control, name, ...props }: FormIbanFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur, name: fieldName } }) => (
        <IbanField
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
