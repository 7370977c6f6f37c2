import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary';
/** Heights of spec 002 section 9 (S raised to 32 px for tap targets, see global.css). */
export type ButtonSize = 's' | 'm' | 'l';

function classes(variant: Variant, size: ButtonSize, className: string | undefined, round = false): string {
  return cx(styles.button, styles[variant], styles[size], round && styles.round, className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: ButtonSize;
  /** Shows a spinner instead of the label and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /** A round button as wide as it is tall, for an icon with an aria-label (no 140 px minimum width). */
  round?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'm',
  loading = false,
  round = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(classes(variant, size, className, round), loading && styles.loading)}
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

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: Variant;
  size?: ButtonSize;
}

/** A link that leaves the app's routes (a document to open, another site) and looks like a button. */
export function ButtonAnchor({ variant = 'primary', size = 'm', className, children, ...props }: ButtonAnchorProps) {
  return (
    <a className={classes(variant, size, className)} {...props}>
      {children}
    </a>
  );
}
