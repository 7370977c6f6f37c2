import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAB } from '../../lib/external-links.ts';
import { type PublicStudio, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioDetails } from '../../lib/studio-details.ts';
import styles from './external-page-layout.module.css';

/** Logo, name, address, website and contact e-mail of the studio an embedded page belongs to. */
function StudioHeaderBlock({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const { address, website, email } = studioDetails(studio);
  return (
    <header className={styles.studio}>
      {studio.logo ? <img className={styles.logo} src={studio.logo} alt="" /> : null}
      <div className={styles.details}>
        <p className={styles.name}>{studio.name}</p>
        <address className={styles.contact}>
          <span>{address}</span>
          {website ? (
            <a href={website.href} {...NEW_TAB}>
              {website.value}
              <span className="visually-hidden"> {t('shell.links.newTab')}</span>
            </a>
          ) : null}
          {email ? <a href={email.href}>{email.value}</a> : null}
        </address>
      </div>
    </header>
  );
}

interface ExternalPageLayoutProps {
  /** The external events page goes without the studio block (spec 000 section 1). */
  studioBlock: boolean;
  children: ReactNode;
}

/**
 * The embedded external-page mode: instead of the portal's header and footer, the studio's block and the page inside
 * a card (800 px wide; padding 24 px on phones, 50 px from 768 px).
 */
export function ExternalPageLayout({ studioBlock, children }: ExternalPageLayoutProps) {
  const { studio } = useCurrentStudio();
  return (
    <div className={styles.layout}>
      {studioBlock && studio ? <StudioHeaderBlock studio={studio} /> : null}
      <main id="main" className={styles.card} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
