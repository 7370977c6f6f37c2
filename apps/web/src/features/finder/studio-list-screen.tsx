import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { useFacilityGroup } from '../../lib/request-context.ts';
import { useTenantInfo } from '../../lib/studio-context.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useMapTileUrl } from './api/use-map-tile-url.ts';
import { useStudioSearch } from './api/use-studio-search.ts';
import styles from './finder-page.module.css';
import { FinderResults } from './finder-results.tsx';
import type { FinderOrigin } from './finder-search.ts';
import { NearMeButton, NearMeProblem } from './near-me.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useGeolocation } from './use-geolocation.ts';

const FILTER_PAUSE_MS = 250;
const LIST_PAGE_SIZE = 50;

/** The studios of one tenant (every studio on the legacy /studios without one), filtered by text, nearest first on request. */
export function StudioListScreen() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const tenantInfo = useTenantInfo(tenant).data;
  const name = tenantInfo?.publicTenantName ?? (tenant ? undefined : t('finder.list.allTitle'));
  usePageTitle(tenantInfo?.publicTenantName ?? t('routes.home'));
  const [filter, setFilter] = useState('');
  const [origin, setOrigin] = useState<FinderOrigin | null>(null);
  const text = useDebouncedValue(filter.trim(), FILTER_PAUSE_MS);
  const results = useStudioSearch({ text, origin, tenant, pageSize: LIST_PAGE_SIZE });
  const tileUrl = useMapTileUrl(useFacilityGroup());
  const geolocation = useGeolocation((position) => setOrigin({ ...position, label: null }));

  return (
    <>
      <div className={styles.intro}>
        {tenantInfo?.tenantLogo ? <img className={styles.logo} src={tenantInfo.tenantLogo} alt="" /> : null}
        <h1 className={styles.title}>{name ?? tenant}</h1>
        <p className={styles.lead}>{t('finder.list.intro')}</p>
      </div>
      <div className={styles.form}>
        <TextField
          className={styles.filter}
          type="search"
          label={t('finder.list.filter')}
          placeholder={t('finder.search.placeholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <NearMeButton status={geolocation.status} onLocate={geolocation.locate} />
      </div>
      <div className={styles.problem}>
        <NearMeProblem status={geolocation.status} />
      </div>
      <FinderResults
        heading={origin ? t('finder.results.nearYou') : t('finder.list.heading')}
        results={results}
        origin={origin}
        tileUrl={tileUrl}
        emptyText={text ? t('finder.results.noMatch', { text }) : t('finder.results.none')}
      />
    </>
  );
}
