import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { NEW_TAB } from '../../lib/external-links.ts';
import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { PORTAL_PAGES, type PortalLink } from './portal-links.ts';

const LOGIN_PATH = '/login-register';

interface PortalLinkItemProps {
  link: PortalLink;
  className?: string;
  /** Called after the link is followed, so a menu can close. */
  onFollow?: () => void;
}

/** One header-menu or footer entry: an in-app link, an address, an external page in a new tab, or an action. */
export function PortalLinkItem({ link, className, onFollow }: PortalLinkItemProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const rememberAndGo = useRememberAndGo();
  const label = 'key' in link.label ? t(link.label.key) : link.label.text;
  const { target } = link;

  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} {...NEW_TAB} onClick={onFollow}>
        {label}
        <span className="visually-hidden"> {t('shell.links.newTab')}</span>
      </a>
    );
  }
  if (target.kind === 'address') {
    return (
      <a className={className} href={target.href} onClick={onFollow}>
        {label}
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <Link className={className} to={stickyTarget(target.to, search)} onClick={onFollow}>
        {label}
      </Link>
    );
  }
  // Both actions are links to a real page too, so they still work opened in a new tab.
  const page = target.kind === 'login' ? LOGIN_PATH : PORTAL_PAGES.cookies;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target.kind === 'login') rememberAndGo(LOGIN_PATH);
    else cookieConsent.reopen();
    onFollow?.();
  }
  return (
    <Link className={className} to={stickyTarget(page, search)} onClick={onClick}>
      {label}
    </Link>
  );
}
