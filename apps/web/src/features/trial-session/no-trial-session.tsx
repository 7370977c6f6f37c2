import { useTranslation } from 'react-i18next';
import { displayWebsite, phoneHref, websiteHref } from '../../lib/contact-links.ts';
import type { PublicStudio } from '../../lib/studio-context.ts';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../ui/icons.tsx';
import styles from './trial-session.module.css';

function ContactLink({ type, value }: PublicStudio['contacts'][number]) {
  const { t } = useTranslation();
  if (type === 'PHONE') {
    return (
      <a className={styles.contact} href={phoneHref(value)} aria-label={t('trial.contacts.phone', { value })}>
        <PhoneIcon /> {value}
      </a>
    );
  }
  if (type === 'EMAIL') {
    return (
      <a className={styles.contact} href={`mailto:${value.trim()}`} aria-label={t('trial.contacts.email', { value })}>
        <MailIcon /> {value}
      </a>
    );
  }
  const href = type === 'WEBSITE' ? websiteHref(value) : null;
  if (!href) return null;
  return (
    <a className={styles.contact} href={href} target="_blank" rel="noopener noreferrer">
      <GlobeIcon /> {displayWebsite(href)}
    </a>
  );
}

/** A studio without an online trial session: say so kindly and offer its phone, e-mail and website instead. */
export function NoTrialSession({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const contacts = studio.contacts.filter((contact) => ['PHONE', 'EMAIL', 'WEBSITE'].includes(contact.type));
  return (
    <section className={styles.unavailable} aria-labelledby="no-trial-title">
      <h2 id="no-trial-title" className={styles.unavailableTitle}>
        {t('trial.unavailable.title')}
      </h2>
      <p>{t('trial.unavailable.message', { studio: studio.name })}</p>
      {contacts.length > 0 ? (
        <ul className={styles.contacts}>
          {contacts.map((contact) => (
            <li key={`${contact.type}-${contact.value}`}>
              <ContactLink {...contact} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
