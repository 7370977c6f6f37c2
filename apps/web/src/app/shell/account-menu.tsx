import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SELF_SERVICE_OVERVIEW_PATH } from '../../lib/customer-data-groups.ts';
import { useLogout } from '../../lib/logout.ts';
import { MEMBER_CONTRACTS_PATH } from '../../lib/menu-paths.ts';
import { displayName, type UserInfo } from '../../lib/session.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { cx } from '../../ui/class-names.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { GROUP_ITEM, moveFocus } from '../../ui/keyboard.ts';
import { ROUTE_TABLE } from '../routing/route-table.ts';
import styles from './account-menu.module.css';

const routePermission = (path: string) => ROUTE_TABLE.find((route) => `/${route.path}` === path)?.permission;

/** Self-service and the member's contracts are in the menu wherever their routes would let them in. */
const SELF_SERVICE_PERMISSION = routePermission(SELF_SERVICE_OVERVIEW_PATH);
const MEMBER_CONTRACTS_PERMISSION = routePermission(MEMBER_CONTRACTS_PATH);

interface AccountLink {
  key: string;
  href: string;
}

/**
 * The account menu's links (spec 000 section 2.6); My payments needs a connected studio, Self-service the customer
 * centre of the tenant, My contracts its contract view, the staff area an account that works for a studio.
 */
export function accountLinks(
  hasConnect: boolean,
  hasContracts = false,
  hasSelfService = false,
  hasStaffArea = false,
): AccountLink[] {
  return [
    { key: 'shell.account.bookings', href: '/me/bookings' },
    { key: 'shell.account.checkinReservations', href: '/me/checkin-reservations' },
    ...(hasSelfService ? [{ key: 'shell.account.selfService', href: SELF_SERVICE_OVERVIEW_PATH }] : []),
    ...(hasContracts ? [{ key: 'shell.account.contracts', href: MEMBER_CONTRACTS_PATH }] : []),
    ...(hasConnect ? [{ key: 'shell.account.payments', href: '/me/payments' }] : []),
    ...(hasStaffArea ? [{ key: 'shell.account.staff', href: '/staff' }] : []),
    { key: 'shell.account.settings', href: '/me/settings' },
  ];
}

function DefaultAvatar({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="14" fill="currentColor" opacity="0.18" />
      <circle cx="14" cy="11" r="5" fill="currentColor" opacity="0.75" />
      <path d="M5.5 23.5a9.5 9.5 0 0 1 17 0" fill="currentColor" opacity="0.75" />
    </svg>
  );
}

/** The profile picture, or the default avatar (a default picture on the server already counts as none). */
function Avatar({ user }: { user: UserInfo }) {
  return user.profilePictureUrl ? (
    <img className={styles.avatar} src={user.profilePictureUrl} alt="" width={28} height={28} />
  ) : (
    <DefaultAvatar className={styles.avatar} />
  );
}

type OpenState = false | 'first' | 'last';

interface AccountMenuProps {
  user: UserInfo;
  /** Phones show the avatar only; the name stays for screen readers. */
  compact: boolean;
}

/**
 * The button with the user's name and avatar and its menu. Keyboard (spec 002 section 2): Enter, Space or the arrow
 * keys open it, arrows, Home and End move, Escape closes and returns focus to the button, Tab closes.
 */
export function AccountMenu({ user, compact }: AccountMenuProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { can } = usePermissions();
  const logout = useLogout();
  const [open, setOpen] = useState<OpenState>(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const items = menu.current?.querySelectorAll<HTMLElement>('[data-group-item]');
    (open === 'first' ? items?.[0] : items?.[items.length - 1])?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else {
      moveFocus(event, 'vertical');
    }
  }

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.account.open', { name })}
        onClick={() => setOpen((current) => (current ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} />
        <span className={cx(styles.name, compact && 'visually-hidden')}>{name}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {accountLinks(
            can('HAS_CONNECT'),
            can(MEMBER_CONTRACTS_PERMISSION),
            can(SELF_SERVICE_PERMISSION),
            user.staffOf !== null,
          ).map((link) => (
            <Link
              key={link.href}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              to={stickyTarget(link.href, search)}
              onClick={() => close(false)}
              {...GROUP_ITEM}
            >
              {t(link.key)}
            </Link>
          ))}
          <hr className={styles.divider} />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close(false);
              void logout();
            }}
            {...GROUP_ITEM}
          >
            {t('shell.account.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
