import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Brand } from '../../lib/brand.ts';
import { useSession } from '../../lib/session.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { isMobile, useScrolled, useScrollTest, useViewport } from '../../lib/viewport.ts';
import { AlreadyMemberButton } from '../../ui/already-member-button.tsx';
import { useScreenTitle } from '../routing/screen-title.ts';
import { BrandLogo } from './brand-logo.tsx';
import styles from './header.module.css';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { isStudioHome } from './navigation.ts';
import { headerMenuLinks } from './portal-links.ts';
import { SessionControl } from './session-control.tsx';
import { type StudioFrame, useStudioFrame } from './use-studio-frame.ts';

/** Top bar heights of spec 000 section 9 (header.module.css draws the same numbers). */
const TOP_BAR_HEIGHT = { desktop: 60, mobile: 50 } as const;

/** On the home page the sticky bar fades in once the page has scrolled past the top bar plus 10 px. */
const pastDesktopTopBar = (offset: number) => offset > TOP_BAR_HEIGHT.desktop + 10;
const pastMobileTopBar = (offset: number) => offset > TOP_BAR_HEIGHT.mobile + 10;

function BurgerIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface MenuButtonProps {
  open: boolean;
  drawerId: string;
  onOpen: () => void;
  showLabel: boolean;
}

function MenuButton({ open, drawerId, onOpen, showLabel }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={open ? drawerId : undefined}
      aria-label={t('shell.menu.open')}
      onClick={onOpen}
    >
      <BurgerIcon />
      {showLabel ? <span aria-hidden="true">{t('shell.menu.title')}</span> : null}
    </button>
  );
}

interface StudioNavRowProps {
  frame: StudioFrame;
  /**
   * The studio's name, 'Already member?' and the trial-session button; left out while the studio page's own heading
   * shows them, so the page names the studio once.
   */
  identity: boolean;
}

/** The studio's name, its navigation tabs and, at the right, 'Already member?' and the trial-session button. */
function StudioNavRow({ frame, identity }: StudioNavRowProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const name = frame.studio?.name ?? frame.tenantName;
  const home = frame.studioUuid ? studioPath(frame.studioUuid) : `/studios/${encodeURIComponent(frame.tenant ?? '')}`;
  const { tabs, trialSession } = frame.navigation;
  return (
    <nav className={styles.navRow} aria-label={t('shell.nav.label')}>
      <div className={styles.navInner}>
        {identity && name ? (
          <Link className={styles.studioName} to={stickyTarget(home, search)}>
            {name}
          </Link>
        ) : null}
        {tabs.length > 0 ? (
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <NavItemLink item={tab} className={styles.tab} />
              </li>
            ))}
          </ul>
        ) : null}
        {identity ? (
          <div className={styles.navActions}>
            <AlreadyMemberButton className={styles.navButton} />
            {trialSession ? <NavItemLink item={trialSession} className={styles.navButton} button /> : null}
          </div>
        ) : null}
      </div>
    </nav>
  );
}

interface HeaderProps {
  brand: Brand;
  /** Booking-portal mode: only the mobile-style top bar (spec 000 section 1). */
  bookingPortal: boolean;
}

/**
 * The portal header (spec 000 section 2.6). Desktop: top bar with logo, menu and account, and a studio row with the
 * tabs; 120 px, 50 px once scrolled. Phones: burger, logo, login and a title that shrinks on scroll; 85 px, then 50.
 * On the home page the bar starts transparent and fades in once the page has scrolled past it.
 */
export function Header({ brand, bookingPortal }: HeaderProps) {
  const { pathname } = useLocation();
  const viewport = useViewport();
  const mobile = bookingPortal || isMobile(viewport);
  const scrolled = useScrolled();
  const solid = useScrollTest(mobile ? pastMobileTopBar : pastDesktopTopBar);
  const frame = useStudioFrame();
  const { loggedIn } = useSession();
  const drawerId = useId();
  // The drawer belongs to the page it was opened on, so any navigation (links, back button) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const openMenu = () => setMenuOpenAt(pathname);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);

  const navRow = !mobile && (frame.ref !== null || frame.tenant !== undefined);
  // The studio page heads its content with the studio's name, address and actions; until it scrolls away the header
  // does not repeat them.
  const studioHome = frame.studioUuid !== null && isStudioHome(pathname, frame.studioUuid);
  const headingInView = studioHome && !scrolled;
  const { tabs, trialSession } = frame.navigation;
  const screenTitle = useScreenTitle();
  const title = frame.studio?.name ?? frame.tenantName ?? screenTitle;

  return (
    <header
      className={styles.header}
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-booking-portal={bookingPortal || undefined}
      data-scrolled={scrolled || undefined}
      data-home={pathname === '/' || undefined}
      data-solid={solid || undefined}
      data-nav-row={navRow || undefined}
      data-studio-home={studioHome || undefined}
    >
      <div className={styles.frame}>
        <div className={styles.topBar}>
          <div className={styles.bar}>
            {mobile ? <MenuButton open={menuOpen} drawerId={drawerId} onOpen={openMenu} showLabel={false} /> : null}
            <BrandLogo brand={brand} studioUuid={frame.studioUuid} studioName={frame.studio?.name} />
            <div className={styles.actions}>
              {mobile ? null : <MenuButton open={menuOpen} drawerId={drawerId} onOpen={openMenu} showLabel />}
              <SessionControl compact={mobile} loginClassName={styles.login} />
            </div>
          </div>
        </div>
        {mobile && !bookingPortal && !headingInView ? <p className={styles.mobileTitle}>{title}</p> : null}
        {navRow ? <StudioNavRow frame={frame} identity={!headingInView} /> : null}
      </div>
      <MenuDrawer
        id={drawerId}
        open={menuOpen}
        onClose={closeMenu}
        navigation={mobile ? [...tabs, ...(trialSession ? [trialSession] : [])] : []}
        links={headerMenuLinks(brand.config, loggedIn === false)}
      />
    </header>
  );
}
