import { isSectionAvailable, STUDIO_SECTIONS, sectionEntryHref } from '../../lib/menu-paths.ts';
import { studioPath } from '../../lib/studio-route.ts';

/** A navigation item of the studio: a tab on desktop, a drawer entry on mobile. */
export interface NavItem {
  id:
    | 'studio'
    | 'news'
    | 'appointments'
    | 'courses'
    | 'checkinReservation'
    | 'contract'
    | 'dayTickets'
    | 'trialSession';
  /** Key in the `shell.nav` translations. */
  labelKey: string;
  href: string;
  /** The path (with the pages below it unless exact) where the item is the current one. */
  activePath: string;
  exact: boolean;
  /** The tracking origin a visit through this item records (spec 000 section 2.6). */
  origin: string;
}

export interface NavigationRules {
  can: (permission: string) => boolean;
  feature: (name: string) => boolean;
  homeTabHidden: boolean;
}

export interface StudioNavigation {
  tabs: NavItem[];
  /** Shown apart, as the button at the right of the desktop header. */
  trialSession: NavItem | null;
}

/** The studio's navigation items the user has the permission and feature for, in menu order. */
export function studioNavigation(studioUuid: string, rules: NavigationRules): StudioNavigation {
  const base = studioPath(studioUuid);
  const item = (id: NavItem['id'], path: string, origin: string, activePath = path): NavItem => ({
    id,
    labelKey: `shell.nav.${id}`,
    href: path ? `${base}/${path}` : base,
    activePath: activePath ? `${base}/${activePath}` : base,
    exact: !path,
    origin,
  });
  const section = (id: Exclude<NavItem['id'], 'studio'>): NavItem | null => {
    if (!isSectionAvailable(id, rules)) return null;
    const { entry, path, origin } = STUDIO_SECTIONS[id];
    return { ...item(id, entry, origin, path), href: sectionEntryHref(id, studioUuid, rules.can) };
  };
  const sections = (['news', 'appointments', 'courses', 'checkinReservation', 'contract', 'dayTickets'] as const).map(
    section,
  );
  const tabs = [rules.homeTabHidden ? null : item('studio', '', 'studio'), ...sections].filter(
    (tab): tab is NavItem => tab !== null,
  );
  const trialSession = section('trialSession');
  return { tabs, trialSession };
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the path is the studio's own page (not one of its sections). */
export function isStudioHome(pathname: string, studioUuid: string): boolean {
  return decoded(pathname).replace(/\/$/, '') === studioPath(studioUuid);
}

/** Whether the page at this path belongs to the item; the studio uuid may arrive percent-encoded or not. */
export function isActive(item: NavItem, pathname: string): boolean {
  const path = decoded(pathname).replace(/\/$/, '');
  const active = decoded(item.activePath);
  return path === active || (!item.exact && path.startsWith(`${active}/`));
}
