import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './note.module.css';
import tones from './severity.module.css';
import { SeverityIcon } from './severity-icon.tsx';

export type NoteType = 'error' | 'notice' | 'warning';

interface NoteProps {
  type: NoteType;
  children: ReactNode;
  className?: string;
}

/** A short inline remark beside content: an error, a notice or a warning. */
export function Note({ type, children, className }: NoteProps) {
  return (
    <p className={cx(styles.note, tones[type], className)}>
      <SeverityIcon severity={type} />
      <span>{children}</span>
    </p>
  );
}
