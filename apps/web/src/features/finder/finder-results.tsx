import type { PublicStudio } from '@motus/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatAddress } from '../../lib/format-address.ts';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { LocationMap } from '../../ui/location-map.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import type { useStudioSearch } from './api/use-studio-search.ts';
import styles from './finder-results.module.css';
import type { FinderOrigin } from './finder-search.ts';
import { type MappedStudio, mappedStudios, ResultMap } from './result-map.tsx';
import { StudioResults } from './studio-results.tsx';

interface FinderResultsProps {
  heading: string;
  results: ReturnType<typeof useStudioSearch>;
  origin: FinderOrigin | null;
  tileUrl: string | null;
  emptyText: string;
}

/** A drawn map of a single studio says nothing but where it is: the compact location says that better. */
function SingleStudioLocation({ studio }: { studio: PublicStudio }) {
  const locale = useLocale();
  const country = countryName(studio.address.countryCode, locale) ?? studio.address.country;
  return (
    <LocationMap name={studio.name} address={`${formatAddress(studio.address, studio.studioProperties)}, ${country}`} />
  );
}

function isSingleDrawn(mapped: readonly MappedStudio[], tileUrl: string | null, origin: FinderOrigin | null) {
  return mapped.length === 1 && tileUrl === null && origin === null;
}

/** A search's answer: heading and count, then the numbered list beside the map; loading, empty and error states. */
export function FinderResults({ heading, results, origin, tileUrl, emptyText }: FinderResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const open = (studio: PublicStudio) => navigate(keepStickyQuery(studioPath(studio.studioUuid), search));
  const mapped = mappedStudios(results.studios);

  if (results.isPending) return <BlockSpinner label={t('finder.results.loading')} />;
  if (results.isError) {
    return (
      <ErrorList
        title={t('finder.results.error')}
        errors={[results.error]}
        action={<Button onClick={() => results.refetch()}>{t('finder.results.retry')}</Button>}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} aria-busy={results.isPlaceholderData || undefined}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
        <p className={styles.count} aria-live="polite">
          {t('finder.results.count', { count: results.total ?? 0 })}
        </p>
      </div>
      {results.studios.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.layout}>
          <StudioResults
            studios={results.studios}
            activeId={activeId}
            onActivate={setActiveId}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            onMore={() => results.fetchNextPage()}
          />
          <div className={styles.map}>
            {isSingleDrawn(mapped, tileUrl, origin) && mapped[0] ? (
              <SingleStudioLocation studio={mapped[0].studio} />
            ) : (
              <ResultMap
                studios={mapped}
                origin={origin}
                tileUrl={tileUrl}
                activeId={activeId}
                onActivate={setActiveId}
                onOpen={open}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
