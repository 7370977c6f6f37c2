import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '../lib/validators.ts';
import { cx } from './class-names.ts';
import styles from './field.module.css';
import { CheckIcon, ErrorIcon } from './icons.tsx';

/** A field message: a translation key (unknown keys show as themselves) or a key with values. */
export type FieldMessage = string | ValidationMessage;

/** The states every field shares (spec 002 section 4). */
export interface FieldStateProps {
  label: ReactNode;
  /** Error state: error icon, message, and the error colour on title and border. */
  error?: FieldMessage | undefined;
  /** Validated and valid: success icon. */
  valid?: boolean | undefined;
  /** Asterisk on the label. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  hint?: ReactNode;
}

export function messageId(controlId: string): string {
  return `${controlId}-message`;
}

/** ARIA attributes of a field's control, matching the message Field renders. */
export function controlAria(controlId: string, { error, required, hint }: Omit<FieldStateProps, 'label'>) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': error || hint ? messageId(controlId) : undefined,
  };
}

/** The asterisk of a required field; screen readers hear aria-required instead. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** The error message (with its icon) or the hint below a control. */
export function FieldNote({ id, error, hint }: { id: string; error?: FieldMessage | undefined; hint?: ReactNode }) {
  const { t } = useTranslation();
  if (error) {
    const text = typeof error === 'string' ? t(error) : t(error.key, error.values);
    return (
      <p id={id} className={styles.error}>
        <ErrorIcon />
        <span>{text}</span>
      </p>
    );
  }
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

interface FieldProps extends FieldStateProps {
  controlId: string;
  children: ReactNode;
  /** Controls inside the input frame after the input (a show-password toggle). */
  adornment?: ReactNode;
  className?: string | undefined;
}

/** Label, framed control with its state icon, and message: the chrome of text, e-mail, password, date and select. */
export function Field({
  controlId,
  label,
  error,
  valid,
  required,
  disabled,
  hint,
  adornment,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx(styles.field, error && styles.invalid, disabled && styles.disabled, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className={styles.frame}>
        {children}
        {error ? (
          <span className={styles.stateIcon}>
            <ErrorIcon />
          </span>
        ) : valid ? (
          <span className={cx(styles.stateIcon, styles.validIcon)}>
            <CheckIcon />
          </span>
        ) : null}
        {adornment}
      </div>
      <FieldNote id={messageId(controlId)} error={error} hint={hint} />
    </div>
  );
}

interface ControlProps extends FieldStateProps {
  id?: string | undefined;
  className?: string | undefined;
}

/** Splits a field component's props into those of its Field and those of its control (with id, state and ARIA). */
export function useFieldProps<P extends ControlProps>(props: P) {
  const generatedId = useId();
  const { label, error, valid, required, disabled, hint, id, className, ...rest } = props;
  const controlId = id ?? generatedId;
  return {
    field: { controlId, label, error, valid, required, disabled, hint, className },
    control: { ...rest, id: controlId, disabled, ...controlAria(controlId, { error, required, hint }) },
  };
}

/** The class of the input inside a Field's frame. */
export const inputClass = styles.input;
