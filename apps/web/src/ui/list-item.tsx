import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import { cx } from './class-names.ts';
import { ChevronRightIcon } from './icons.tsx';
import styles from './list-item.module.css';

interface ListItemProps {
  children: ReactNode;
  /** A second, muted line. */
  secondary?: ReactNode;
  icon?: ReactNode;
  /** Content at the end of the row; items that navigate show a chevron when there is none. */
  trailing?: ReactNode;
  /** Makes the row a link. */
  href?: string;
  /** Makes the row a button. */
  onClick?: () => void;
  className?: string;
}

/** A 48 px row of a list: icon, text, trailing content; a link or a button when it leads somewhere. */
export function ListItem({ children, secondary, icon, trailing, href, onClick, className }: ListItemProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.primary}>{children}</span>
        {secondary ? <span className={styles.secondary}>{secondary}</span> : null}
      </span>
      {trailing ?? (interactive ? <ChevronRightIcon /> : null)}
    </>
  );
  const classes = cx(styles.item, interactive && styles.interactive, className);
  if (href !== undefined) {
    return (
      <AppLink href={href} className={classes}>
        {content}
      </AppLink>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={classes}>{content}</div>;
}
