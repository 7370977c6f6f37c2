import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { mapsHref } from '../../lib/maps-link.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { useFeature } from '../../lib/studio-config.ts';
import type { PublicStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from '../../ui/icons.tsx';
import { AlreadyMemberButton } from './already-member-button.tsx';
import { NEW_TAB } from './external-links.ts';
import { type StudioDetails, studioDetails } from './studio-details.ts';
import styles from './studio-overview.module.css';

interface ContactIcon {
  id: string;
  href: string;
  label: string;
  icon: ReactNode;
  newTab: boolean;
}

/** E-mail, phone and website when the studio has them, and the location always. */
function useContactIcons(studio: PublicStudio, details: StudioDetails): ContactIcon[] {
  const { t } = useTranslation();
  const { email, phone, website } = details;
  const icons: (ContactIcon | null)[] = [
    email && {
      id: 'email',
      href: email.href,
      label: t('shell.studio.email', email),
      icon: <MailIcon />,
      newTab: false,
    },
    phone && {
      id: 'phone',
      href: phone.href,
      label: t('shell.studio.phone', phone),
      icon: <PhoneIcon />,
      newTab: false,
    },
    website && {
      id: 'website',
      href: website.href,
      label: t('shell.studio.website', website),
      icon: <GlobeIcon />,
      newTab: true,
    },
    {
      id: 'location',
      href: mapsHref(`${studio.name}, ${details.address}`),
      label: t('shell.studio.location', { name: studio.name }),
      icon: <PinIcon />,
      newTab: true,
    },
  ];
  return icons.filter((icon): icon is ContactIcon => icon !== null);
}

interface StudioOverviewProps {
  studio: PublicStudio;
  studioUuid: string;
  tenantName: string | undefined;
}

/**
 * The studio block above a studio page's content on larger screens (spec 000 section 2.6): logo, tenant and studio
 * name, address and contact icons over a map background, with 'Book trial session' and 'Already member?'. Until a
 * static map is configured (MAP_TILE_URL), the background is a drawn street pattern.
 */
export function StudioOverview({ studio, studioUuid, tenantName }: StudioOverviewProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const feature = useFeature();
  const details = studioDetails(studio);
  const icons = useContactIcons(studio, details);
  return (
    <section className={styles.overview} aria-label={t('shell.studio.overview', { name: studio.name })}>
      <div className={styles.map} aria-hidden="true" />
      <div className={styles.inner}>
        {studio.logo ? <img className={styles.logo} src={studio.logo} alt="" /> : null}
        <div className={styles.names}>
          {tenantName ? <p className={styles.tenant}>{tenantName}</p> : null}
          <p className={styles.name}>{studio.name}</p>
          <p className={styles.address}>
            <span>{details.lines.street}</span>
            <span aria-hidden="true"> · </span>
            <span>{details.lines.locality}</span>
          </p>
        </div>
        <ul className={styles.contacts}>
          {icons.map((icon) => (
            <li key={icon.id}>
              <a
                className={styles.contact}
                href={icon.href}
                aria-label={icon.newTab ? `${icon.label} ${t('shell.links.newTab')}` : icon.label}
                title={icon.label}
                {...(icon.newTab ? NEW_TAB : {})}
              >
                {icon.icon}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <AlreadyMemberButton />
          {feature('TRIAL_SESSION') ? (
            <ButtonLink
              to={stickyTarget(`${studioPath(studioUuid)}/trial-session/1`, search)}
              data-origin="trial-session-step"
            >
              {t('shell.studio.book', { name: t('shell.nav.trialSession') })}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
