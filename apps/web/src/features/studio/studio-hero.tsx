import { getStudioLogo } from '@motus/contract';
import { urlFor } from '@motus/contract/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAB } from '../../lib/external-links.ts';
import type { PublicStudio } from '../../lib/studio-context.ts';
import { studioDetails } from '../../lib/studio-details.ts';
import { useTenantName } from '../../lib/use-tenant-name.ts';
import { useBrand } from '../../lib/whitelabel.ts';
import { GlobeIcon, MailIcon, PhoneIcon } from '../../ui/icons.tsx';
import { StudioActions } from './studio-actions.tsx';
import styles from './studio-hero.module.css';

/**
 * The studio's logo as the server fits it inside 100×100; nothing when the studio has none, when it fails to load,
 * or when it is the brand's logo the header already shows.
 */
function StudioLogo({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const [failed, setFailed] = useState(false);
  if (!studio.logo || failed || studio.logo === brand.logoUrl) return null;
  return (
    <img
      className={styles.logo}
      src={urlFor(getStudioLogo, { studioId: studio.id }, {})}
      alt={t('studio.logoAlt', { name: studio.name })}
      onError={() => setFailed(true)}
    />
  );
}

/** E-mail, phone and website as round icon links (the contact card lists them in full). */
function ContactIcons({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const { email, phone, website } = studioDetails(studio);
  const icons = [
    phone && { id: 'phone', href: phone.href, label: t('studio.contacts.phone', phone), icon: <PhoneIcon /> },
    email && { id: 'email', href: email.href, label: t('studio.contacts.email', email), icon: <MailIcon /> },
    website && {
      id: 'website',
      href: website.href,
      label: t('studio.contacts.website', website),
      icon: <GlobeIcon />,
      newTab: true,
    },
  ].filter((icon) => icon !== null);
  if (icons.length === 0) return null;
  return (
    <ul className={styles.contacts} aria-label={t('studio.contacts.title')}>
      {icons.map((icon) => (
        <li key={icon.id}>
          <a
            className={styles.contact}
            href={icon.href}
            aria-label={icon.label}
            title={icon.label}
            {...('newTab' in icon ? NEW_TAB : {})}
          >
            {icon.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface StudioHeroProps {
  studio: PublicStudio;
  address: string;
  country: string;
}

/**
 * The studio page's heading and the studio's identity, once (spec 000 section 2.6, studio overview): logo, tenant,
 * name and address, contact icons, and 'Book trial session' and 'Already member?'. The header leaves these out while
 * this is in view.
 */
export function StudioHero({ studio, address, country }: StudioHeroProps) {
  const tenantName = useTenantName(studio.magiclineTenant);
  return (
    <div className={styles.hero}>
      <StudioLogo studio={studio} />
      <div className={styles.text}>
        {tenantName ? <p className={styles.tenant}>{tenantName}</p> : null}
        <h1 className={styles.name}>{studio.name}</h1>
        <address className={styles.address}>
          <span>{address}</span>
          <span>{country}</span>
        </address>
      </div>
      <div className={styles.side}>
        <ContactIcons studio={studio} />
        <StudioActions studioUuid={studio.studioUuid} />
      </div>
    </div>
  );
}
