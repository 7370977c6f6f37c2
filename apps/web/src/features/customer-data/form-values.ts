import { phoneNumber } from '@motus/contract';
import { z } from 'zod';
import { MESSAGES } from '../../lib/validators.ts';

/** An optional text field: empty is allowed, but not too long. */
export const optionalText = (max: number) => z.string().trim().max(max, { error: MESSAGES.tooLong });

/** An optional phone number: empty, or a number. */
export const optionalPhone = z.union([z.literal(''), phoneNumber]);

/** A form's text for a value that may be missing. */
export function orEmpty(value: string | null): string {
  return value ?? '';
}

/** A call's value for a form's text: an empty field is no value. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
