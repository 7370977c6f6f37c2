import { useTranslation } from 'react-i18next';
import { errorMessageOf } from './error-list.tsx';
import styles from './error-notice.module.css';
import { useDisclosure } from './use-disclosure.ts';

/** A runtime error: 'An error has occurred' with a 'Show details' toggle for the message (spec 000 section 2.6). */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { open, toggleProps, regionId } = useDisclosure();
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.title}>{t('ui.error.occurred')}</h1>
      <button type="button" className={styles.toggle} {...toggleProps}>
        {open ? t('ui.error.hideDetails') : t('ui.error.showDetails')}
      </button>
      <pre id={regionId} className={styles.details} hidden={!open}>
        {errorMessageOf(error, t)}
      </pre>
    </section>
  );
}
