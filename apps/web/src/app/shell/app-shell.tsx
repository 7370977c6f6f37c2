import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { maintenanceMode } from '../../lib/maintenance.ts';
import { useMetaDescription } from '../../lib/meta-description.ts';
import { webContext } from '../../lib/request-context.ts';
import { useStore } from '../../lib/store.ts';
import { applyFavicon, applyTheme } from '../../lib/theme.ts';
import { useBrand } from '../../lib/whitelabel.ts';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import styles from './app-shell.module.css';
import { ExternalPageLayout } from './external-page-layout.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MaintenanceScreen } from './maintenance-screen.tsx';
import { MigrationSlot } from './migration-slot.tsx';
import { pageModeOf } from './page-mode.ts';

/**
 * Header, content and footer, or one of the page modes (no header, no footer, booking portal, embedded external
 * page). While the first brand loads, a full-screen spinner covers the page; the content is already mounted
 * underneath so that a screen's own data loads in parallel rather than after the brand.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { brand, isPending } = useBrand();
  const maintenance = useStore(maintenanceMode);
  const { pathname, search } = useLocation();
  const mode = pageModeOf(pathname, search);
  useMetaDescription();

  useEffect(() => {
    applyTheme(brand.config);
    applyFavicon(brand.faviconUrl);
    webContext.set(brand.config?.context);
  }, [brand]);

  const content = maintenance ? <MaintenanceScreen /> : <Outlet />;

  return (
    <>
      {isPending ? <FullScreenSpinner label={t('common.loading')} /> : null}
      <div className={styles.layout} hidden={isPending}>
        <a className={styles.skipLink} href="#main">
          {t('common.skipToContent')}
        </a>
        {mode.external ? (
          <ExternalPageLayout studioBlock={mode.external.studioBlock}>{content}</ExternalPageLayout>
        ) : (
          <>
            {mode.header === 'none' ? null : <Header brand={brand} bookingPortal={mode.header === 'booking-portal'} />}
            <main id="main" className={styles.main} tabIndex={-1}>
              <div className={styles.content}>{content}</div>
            </main>
            {mode.footer ? <Footer brand={brand} /> : null}
          </>
        )}
      </div>
      {maintenance ? null : <MigrationSlot />}
      <ScrollRestoration />
    </>
  );
}
