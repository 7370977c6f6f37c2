import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { homeRedirect } from './home-redirect.ts';

const HomeScreen = lazy(async () => ({ default: (await import('../../features/finder/index.ts')).HomeScreen }));

/** The home route: its redirects (spec 000 section 2.5) first, else the studio finder. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { loggedIn, user } = useSession();
  const connect = user?.studioConnects[0];
  const target = homeRedirect(search, {
    loggedIn: loggedIn === true,
    connectedStudio: connect ? { tenant: connect.tenant, studioId: connect.studioId } : undefined,
  });
  if (target) return <Navigate replace to={withStickyQuery(target, search)} />;
  return (
    <Suspense fallback={<BlockSpinner label={t('common.loading')} />}>
      <HomeScreen />
    </Suspense>
  );
}
