import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { stickyTarget } from '../lib/sticky-query.ts';
import { Tabs } from './tabs.tsx';

interface TabLink {
  path: string;
  titleKey: string;
}

/** Tabs that are addresses: each tab is its own route, so a tab can be bookmarked and the back button works. */
export function RouteTabs({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      label={label}
      value={pathname}
      onChange={(path) => navigate(stickyTarget(path, search))}
      tabs={tabs.map((tab) => ({ value: tab.path, title: t(tab.titleKey) }))}
    />
  );
}
