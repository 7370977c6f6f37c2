import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './error-list.module.css';
import { errorTexts, type Translate } from './error-text.ts';

/** Message keys are translated and unknown keys show as themselves; 'Info: ' is dropped (spec 002 section 8). */
export function errorMessageOf(error: unknown, t: TFunction): string {
  return errorTexts(error, t as Translate).join('\n') || String(error);
}

interface ErrorListProps {
  title: string;
  errors: readonly unknown[];
  action?: ReactNode;
}

/** A failed load: a title and the list of what went wrong. */
export function ErrorList({ title, errors, action }: ErrorListProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat and the list never reorders
          <li key={index}>{errorMessageOf(error, t)}</li>
        ))}
      </ul>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
