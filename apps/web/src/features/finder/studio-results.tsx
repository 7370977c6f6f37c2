import type { PublicStudio } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatAddress } from '../../lib/format-address.ts';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { formatDistance } from './format-distance.ts';
import styles from './studio-results.module.css';

interface StudioResultsProps {
  studios: readonly PublicStudio[];
  activeId: number | null;
  onActivate: (id: number | null) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Numbered result rows (the map shows the same numbers) leading to the studio pages, and 'Show more'. */
export function StudioResults({ studios, activeId, onActivate, hasMore, loadingMore, onMore }: StudioResultsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  return (
    <div className={styles.results}>
      <ol className={styles.list}>
        {studios.map((studio, index) => (
          <li key={studio.id}>
            <Link
              className={cx(styles.row, activeId === studio.id && styles.active)}
              to={keepStickyQuery(studioPath(studio.studioUuid), search)}
              onMouseEnter={() => onActivate(studio.id)}
              onMouseLeave={() => onActivate(null)}
              onFocus={() => onActivate(studio.id)}
              onBlur={() => onActivate(null)}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {studio.logoUrl ? <img className={styles.logo} src={studio.logoUrl} alt="" /> : null}
              <span className={styles.text}>
                <span className={styles.name}>{studio.name}</span>
                <span className={styles.address}>
                  {formatAddress(studio.address, studio.studioProperties)} ·{' '}
                  {countryName(studio.address.countryCode, locale) ?? studio.address.country}
                </span>
              </span>
              {studio.distanceKm === null ? null : (
                <span className={styles.distance}>
                  <span className="visually-hidden">{t('finder.results.distance')} </span>
                  {formatDistance(studio.distanceKm, locale)}
                </span>
              )}
              <span className={styles.chevron}>
                <ChevronRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <Button variant="secondary" className={styles.more} loading={loadingMore} onClick={onMore}>
          {t('finder.results.more')}
        </Button>
      ) : null}
    </div>
  );
}
