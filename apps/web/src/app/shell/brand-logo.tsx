import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Brand } from '../../lib/brand.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { MotusLogo } from '../../ui/motus-logo.tsx';
import styles from './header.module.css';

interface BrandLogoProps {
  brand: Brand;
  /** With a studio selected the logo leads to its page (spec 000 section 2.6), else home. */
  studioUuid: string | null;
  studioName: string | undefined;
}

/** The brand's logo, or the Motus mark, as the link to the studio or the start page. */
export function BrandLogo({ brand, studioUuid, studioName }: BrandLogoProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const label = studioUuid
    ? t('shell.header.studioHome', { name: studioName ?? brand.title })
    : t('common.header.home', { title: brand.title });
  return (
    <Link
      to={stickyTarget(studioUuid ? studioPath(studioUuid) : '/', search)}
      className={styles.logoLink}
      aria-label={label}
    >
      {brand.logoUrl ? (
        <img className={styles.logo} src={brand.logoUrl} alt="" />
      ) : (
        <MotusLogo className={styles.logo} />
      )}
      {brand.config && !brand.logoUrl ? <span className={styles.brandTitle}>{brand.title}</span> : null}
    </Link>
  );
}
