import { useTranslation } from 'react-i18next';
import styles from './legal.module.css';

/** The address of an external legal text when it is a web address; anything else is not offered as a link. */
export function webAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A legal text published on another site: the page says so and offers it in a new tab. */
export function ExternalText({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <p>{t('legal.external.message')}</p>
      <a className={styles.externalLink} href={href} target="_blank" rel="noopener noreferrer">
        {t('legal.external.open', { title })}
        <span className="visually-hidden"> {t('legal.newTab')}</span>
      </a>
      <p className={styles.address}>{href}</p>
    </div>
  );
}
