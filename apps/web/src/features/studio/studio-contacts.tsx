import type { StudioContact } from '@motus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayWebsite, phoneHref, websiteHref } from '../../lib/contact-links.ts';
import { NEW_TAB } from '../../lib/external-links.ts';
import { GlobeIcon, MailIcon, PhoneIcon, PrinterIcon } from '../../ui/icons.tsx';
import styles from './studio-contacts.module.css';

const ORDER: readonly StudioContact['type'][] = ['PHONE', 'EMAIL', 'WEBSITE', 'FAX'];

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span>{children}</span>
    </>
  );
}

function ContactItem({ contact }: { contact: StudioContact }) {
  const { t } = useTranslation();
  const { type, value } = contact;
  if (type === 'PHONE') {
    return (
      <a className={styles.item} href={phoneHref(value)} aria-label={t('studio.contacts.phone', { value })}>
        <Row icon={<PhoneIcon />}>{value}</Row>
      </a>
    );
  }
  if (type === 'EMAIL') {
    return (
      <a className={styles.item} href={`mailto:${value.trim()}`} aria-label={t('studio.contacts.email', { value })}>
        <Row icon={<MailIcon />}>{value}</Row>
      </a>
    );
  }
  const href = type === 'WEBSITE' ? websiteHref(value) : null;
  if (href) {
    const shown = displayWebsite(href);
    return (
      <a className={styles.item} href={href} {...NEW_TAB} aria-label={t('studio.contacts.website', { value: shown })}>
        <Row icon={<GlobeIcon />}>{shown}</Row>
      </a>
    );
  }
  return (
    <span className={styles.item}>
      <Row icon={type === 'FAX' ? <PrinterIcon /> : <GlobeIcon />}>
        {type === 'FAX' ? <span className={styles.kind}>{t('studio.contacts.fax')}</span> : null}
        {value}
      </Row>
    </span>
  );
}

/** Phone, e-mail, website and fax of a studio, in that order. */
export function StudioContacts({ contacts }: { contacts: readonly StudioContact[] }) {
  const sorted = [...contacts].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  return (
    <ul className={styles.list}>
      {sorted.map((contact) => (
        <li key={`${contact.type}:${contact.value}`}>
          <ContactItem contact={contact} />
        </li>
      ))}
    </ul>
  );
}
