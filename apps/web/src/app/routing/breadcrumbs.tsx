import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { isStudioSelectionAllowed, useCurrentStudio, useTenantInfo } from '../../lib/studio-context.ts';
import styles from './breadcrumbs.module.css';
import { type Crumb, crumbsFor } from './crumbs.ts';
import { screenTitleKey } from './screen-title.ts';
import { useColumnInset } from './use-column-inset.ts';

function useCrumbTitle(): (crumb: Crumb) => string {
  const { t } = useTranslation();
  const { studio } = useCurrentStudio();
  const tenantInfo = useTenantInfo(studio?.magiclineTenant).data;
  return (crumb) => {
    if (crumb.screen === 'studio' && studio) return studio.name;
    if (crumb.screen === 'studioList' && tenantInfo) return tenantInfo.publicTenantName;
    return t(screenTitleKey(crumb.screen));
  };
}

/** The trail, lined up with the screen's column below it. */
function Trail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const title = useCrumbTitle();
  const bar = useRef<HTMLElement>(null);
  useColumnInset(bar);
  const back = crumbs[crumbs.length - 2] as Crumb;
  return (
    <nav ref={bar} className={styles.bar} aria-label={t('common.breadcrumbs.label')}>
      <Link className={styles.back} to={stickyTarget(back.path, search)}>
        <span aria-hidden="true">←</span> {t('common.breadcrumbs.back')}
      </Link>
      <ol className={styles.trail}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{title(crumb)}</span>
            ) : (
              <Link to={stickyTarget(crumb.path, search)}>{title(crumb)}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The trail of the route tree with a back button to the second-last entry (spec 000 section 2.5). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { ref } = useCurrentStudio();
  const tenantInfo = useTenantInfo(ref?.tenant).data;
  const studioList = ref && isStudioSelectionAllowed(tenantInfo) ? `/studios/${encodeURIComponent(ref.tenant)}` : null;
  const crumbs = crumbsFor(pathname, studioList);
  return crumbs.length < 2 ? null : <Trail crumbs={crumbs} />;
}
