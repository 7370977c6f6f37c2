import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary';
/** Heights 20, 40 and 50 px (spec 002 section 9). */
export type ButtonSize = 's' | 'm' | 'l';

function classes(variant: Variant, size: ButtonSize, className: string | undefined): string {
  return cx(styles.button, styles[variant], styles[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: ButtonSize;
  /** Shows a spinner instead of the label and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'm',
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(classes(variant, size, className), loading && styles.loading)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      <span className={styles.label}>{children}</span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner decorative />
        </span>
      ) : null}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: ButtonSize;
}

/** An in-app link that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'm', className, ...props }: ButtonLinkProps) {
  return <Link className={classes(variant, size, className)} {...props} />;
}
