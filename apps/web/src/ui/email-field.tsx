import { TextField, type TextFieldProps } from './text-field.tsx';

/** A text field for an e-mail address: the e-mail keyboard on phones and the browser's address autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}
