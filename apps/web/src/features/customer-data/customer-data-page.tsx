import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerDataPage as DataPage, readableDataPages } from '../../lib/customer-data-groups.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import styles from './customer-data.module.css';

/** The frame of the four data screens: the title, a tab per group the member may read, and the group's panel. */
export function CustomerDataPage({ page, children }: { page: DataPage; children: ReactNode }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.customer')}</h1>
      <RouteTabs label={t('selfservice.data.tabsLabel')} tabs={readableDataPages(can)} />
      <section role="tabpanel" aria-label={t(page.titleKey)} className={styles.panel}>
        <h2 className={styles.heading}>{t(page.titleKey)}</h2>
        {children}
      </section>
    </div>
  );
}
