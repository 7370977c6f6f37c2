import type { StudioContact } from '@motus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon, PrinterIcon } from '../../ui/icons.tsx';
import { displayWebsite, mapsHref, phoneHref, websiteHref } from './contact-links.ts';
import styles from './studio-contacts.module.css';

const ORDER: readonly StudioContact['type'][] = ['PHONE', 'EMAIL', 'WEBSITE', 'FAX'];

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

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

interface StudioContactsProps {
  contacts: readonly StudioContact[];
  studioName: string;
  /** The one-line address, for the directions link. */
  address: string;
}

/** Phone, e-mail, website and fax of a studio, in that order, then directions to it. */
export function StudioContacts({ contacts, studioName, address }: StudioContactsProps) {
  const { t } = useTranslation();
  const sorted = [...contacts].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  return (
    <ul className={styles.list}>
      {sorted.map((contact) => (
        <li key={`${contact.type}:${contact.value}`}>
          <ContactItem contact={contact} />
        </li>
      ))}
      <li>
        <a
          className={styles.item}
          href={mapsHref(`${studioName}, ${address}`, navigator.userAgent)}
          {...NEW_TAB}
          aria-label={t('studio.contacts.directionsLabel', { name: studioName })}
        >
          <Row icon={<PinIcon />}>{t('studio.contacts.directions')}</Row>
        </a>
      </li>
    </ul>
  );
}
