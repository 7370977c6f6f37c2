import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { maintenanceMode } from '../../lib/maintenance.ts';
import { webContext } from '../../lib/request-context.ts';
import { useStore } from '../../lib/store.ts';
import { applyFavicon, applyTheme } from '../../lib/theme.ts';
import { useBrand } from '../../lib/whitelabel.ts';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import styles from './app-shell.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MaintenanceScreen } from './maintenance-screen.tsx';

/**
 * Header, content and footer. While the first brand loads, a full-screen spinner covers the page; the content
 * is already mounted underneath so that a screen's own data loads in parallel rather than after the brand.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { brand, isPending } = useBrand();
  const maintenance = useStore(maintenanceMode);

  useEffect(() => {
    applyTheme(brand.config);
    applyFavicon(brand.faviconUrl);
    webContext.set(brand.config?.context);
  }, [brand]);

  return (
    <>
      {isPending ? <FullScreenSpinner label={t('common.loading')} /> : null}
      <div className={styles.layout} hidden={isPending}>
        <a className={styles.skipLink} href="#main">
          {t('common.skipToContent')}
        </a>
        <Header brand={brand} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {maintenance ? <MaintenanceScreen /> : <Outlet />}
        </main>
        <Footer brand={brand} />
      </div>
      <ScrollRestoration />
    </>
  );
}
