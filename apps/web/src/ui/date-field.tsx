import type { ChangeEvent } from 'react';
import { useLocale } from '../lib/i18n.ts';
import { dateMask, formatDateInput, hasDigit, isIsoDate, isoToMasked, maskedToIso } from './date-mask.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'placeholder'> {
  /** 'YYYY-MM-DD' for a complete real date, the typed text while incomplete or wrong, '' when empty. */
  value: string;
  onChange(value: string): void;
}

/**
 * A date typed as digits in the locale's layout: separators are added as the user types and the placeholder uses the
 * locale's names for day, month and year. The value becomes an ISO date once complete, so the date validators can
 * tell a wrong entry ('Invalid date') from an empty one; input without any digit clears it.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const mask = dateMask(useLocale());
  const text = isIsoDate(value) ? isoToMasked(value, mask) : value;

  function change(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    if (!hasDigit(typed)) {
      onChange('');
      return;
    }
    const masked = formatDateInput(typed, mask);
    onChange(maskedToIso(masked, mask) ?? masked);
  }

  return (
    <TextField
      inputMode="numeric"
      {...props}
      value={text}
      placeholder={mask.placeholder}
      maxLength={mask.placeholder.length}
      onChange={change}
    />
  );
}
