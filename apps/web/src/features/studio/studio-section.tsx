import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { Note } from '../../ui/note.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './studio-section.module.css';

interface StudioSectionProps {
  title: string;
  children: ReactNode;
  /** Spans both columns of the page's grid. */
  wide?: boolean;
}

/** A card of the studio page with its heading. */
export function StudioSection({ title, children, wide = false }: StudioSectionProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.card, wide && styles.wide)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface QueryStateProps {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** What failed, in the user's words. */
  errorMessage: string;
  children: ReactNode;
}

/** A section's content once its data has loaded; a spinner before, a message with a retry button on failure. */
export function QueryState({ query, errorMessage, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.error) {
    return (
      <div className={styles.state}>
        <Note type="error">{errorMessage}</Note>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return children;
}

/** What a section says when there is nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
