import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { readQueryParams } from '../../lib/query-params.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { groupByTenant } from './group-studios.ts';
import styles from './home-screen.module.css';
import { TenantGroup } from './tenant-group.tsx';
import { usePublicStudios } from './use-public-studios.ts';

/** The studio chooser: every public studio, grouped by tenant (only one tenant's with ?tenant=). */
export function HomeScreen() {
  const { t } = useTranslation();
  const { tenant } = readQueryParams(useLocation().search);
  const studios = usePublicStudios(typeof tenant === 'string' && tenant ? tenant : undefined);
  usePageTitle(t('studio.finder.title'));

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('studio.finder.title')}</h1>
        <p className={styles.lead}>{t('studio.finder.intro')}</p>
      </div>
      {studios.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {studios.isError ? (
        <ErrorList
          title={t('studio.finder.loadError')}
          errors={[studios.error]}
          action={<Button onClick={() => studios.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {studios.data?.length === 0 ? <p className={styles.empty}>{t('studio.finder.empty')}</p> : null}
      {studios.data?.length ? (
        <div className={styles.groups}>
          {groupByTenant(studios.data).map((group) => (
            <TenantGroup key={group.tenant} tenant={group.tenant} studios={group.studios} />
          ))}
        </div>
      ) : null}
    </>
  );
}
