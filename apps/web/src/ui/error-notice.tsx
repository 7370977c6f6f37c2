import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from './error-list.tsx';
import styles from './error-notice.module.css';

/** A runtime error: 'An error has occurred' with a 'Show details' toggle for the message (spec 000 section 2.6). */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.title}>{t('common.error.title')}</h1>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('common.error.hideDetails') : t('common.error.showDetails')}
      </button>
      <pre id={detailsId} className={styles.details} hidden={!open}>
        {errorMessageOf(error, t)}
      </pre>
    </section>
  );
}
