import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons.tsx';
import { useFocusTrap } from '../../ui/use-focus-trap.ts';
import styles from './menu-drawer.module.css';
import { NavItemLink } from './nav-item-link.tsx';
import type { NavItem } from './navigation.ts';
import { PortalLinkItem } from './portal-link.tsx';
import type { PortalLink } from './portal-links.ts';

interface MenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The studio navigation (phones only: on larger screens it is the tab row). */
  navigation: readonly NavItem[];
  links: readonly PortalLink[];
}

/** Each entry slides in 0.05 s after the one before (spec 000 section 9); the CSS drops it for reduced motion. */
function stagger(index: number): CSSProperties {
  return { '--stagger-index': index } as CSSProperties;
}

/**
 * The burger menu: a modal side panel with the studio navigation and the header menu entries. Focus stays inside
 * while it is open and returns to the burger button when it closes; Escape and the backdrop close it.
 */
export function MenuDrawer({ id, open, onClose, navigation, links }: MenuDrawerProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open) return;
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    // A press on the backdrop (anywhere outside the panel) closes, like the close button.
    function onPointerDown(event: PointerEvent) {
      if (!panel.current?.contains(event.target as Node)) onClose();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      style.overflow = overflow;
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menu.title')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <span className={styles.title}>{t('shell.menu.title')}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('shell.menu.close')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('shell.menu.label')}>
          {navigation.length > 0 ? (
            <ul className={styles.list}>
              {navigation.map((item, index) => (
                <li key={item.id} className={styles.entry} style={stagger(index)}>
                  <NavItemLink item={item} className={styles.navLink} onFollow={onClose} />
                </li>
              ))}
            </ul>
          ) : null}
          <ul className={styles.list}>
            {links.map((link, index) => (
              <li key={link.id} className={styles.entry} style={stagger(navigation.length + index)}>
                <PortalLinkItem link={link} className={styles.link} onFollow={onClose} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
